export * from './AdminClientsScreen.tsx';
