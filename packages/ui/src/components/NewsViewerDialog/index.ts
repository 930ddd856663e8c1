export { NewsViewerDialog, type NewsViewerDialogProps } from './NewsViewerDialog.tsx';
