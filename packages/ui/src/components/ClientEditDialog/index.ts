export * from './ClientEditDialog.tsx';
