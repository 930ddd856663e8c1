export * from './ClientEditorDialog.tsx';
