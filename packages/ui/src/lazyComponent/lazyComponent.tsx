import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  /** Starts the download now, once; the component takes the same one when it renders. */
  preload: () => Promise<void>;
}

/**
 * A part whose code downloads when it is first needed, shown as soon as that code has arrived, and at once when it
 * had arrived before. A `React.lazy` part under a Suspense boundary suspends on its first render even then, and React
 * holds a boundary's content back for up to 300 ms after its fallback showed: a part preloaded beside the page's
 * first requests would wait for nothing (ADR 0044). `whileLoading` shows meanwhile; a failed download is thrown to
 * the nearest error boundary.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  whileLoading: ReactNode,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((Loaded) => {
      loaded = Loaded;
    }));

  function Component(props: P) {
    const [Ready, setReady] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (Ready) return;
      let mounted = true;
      preload().then(
        () => mounted && setReady(() => loaded),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [Ready]);
    if (failure) throw failure.error;
    return Ready ? <Ready {...props} /> : whileLoading;
  }
  return Object.assign(Component, { preload });
}
