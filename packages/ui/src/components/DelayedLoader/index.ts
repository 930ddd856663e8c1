export { DelayedLoader, useDelayElapsed, type DelayedLoaderLayout, type DelayedLoaderProps } from './DelayedLoader.tsx';
