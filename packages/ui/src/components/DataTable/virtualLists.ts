import { deferredModule } from '../../hooks/deferredModule.ts';

/**
 * The virtual lists' code (react-virtuoso, about 19 KB gzipped), fetched once for every component that needs it (the
 * tables, the multi picker's long lists), so that it stays in one chunk of its own and out of a screen's first render
 * (ADR 0040).
 */
export const virtualLists = deferredModule(() => import('./virtuoso.ts'));

/** The virtual lists' components, once their code is there. */
export type VirtualLists = Awaited<ReturnType<typeof virtualLists.preload>>;
