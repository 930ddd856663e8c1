export * from './IntegrationsScreen.tsx';
