export { NewsEditorDialog, type NewsEditorDialogProps, type NewsEditorDialogSubmission } from './NewsEditorDialog.tsx';
