export * from './SecretOnceDialog.tsx';
