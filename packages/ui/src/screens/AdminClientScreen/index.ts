export * from './AdminClientScreen.tsx';
