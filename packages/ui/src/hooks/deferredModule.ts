import { startTransition, useEffect, useState } from 'react';

/** A module that a component fetches after the screen's first render, once, and then renders with. */
export interface DeferredModule<Module> {
  /** Starts the download (once) and resolves with the module; tests and Storybook await it before rendering. */
  preload: () => Promise<Module>;
  /**
   * The module once it is there, `undefined` until then; the first call starts the download. Unlike `React.lazy`
   * it gives an already loaded module at the first render, so preloaded code never shows a placeholder. A failed
   * download goes to the nearest error boundary, as a screen's code that fails to load does.
   */
  useModule: () => Module | undefined;
}

/** Code kept out of a screen's first render (ADR 0040): the import runs when a component first needs it. */
export function deferredModule<Module>(load: () => Promise<Module>): DeferredModule<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;

  function preload(): Promise<Module> {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // The next component that needs it tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  function useModule(): Module | undefined {
    const [module, setModule] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (!module) {
        preload().then(
          // A transition: React draws what the module brings (a chart, a virtual table) in slices it can interrupt,
          // rather than in one long task as it arrives.
          (loadedModule) => startTransition(() => setModule(() => loadedModule)),
          (error: unknown) => setFailure({ error }),
        );
      }
    }, [module]);
    if (failure) throw failure.error;
    return module;
  }

  return { preload, useModule };
}
