export * from './InsertCoinsDialog.tsx';
