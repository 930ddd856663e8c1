export * from './FailedJobsScreen.tsx';
