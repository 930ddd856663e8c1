export { lazyComponent, type LazyComponent } from './lazyComponent.tsx';
