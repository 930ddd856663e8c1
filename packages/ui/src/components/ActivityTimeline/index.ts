export * from './ActivityTimeline.tsx';
