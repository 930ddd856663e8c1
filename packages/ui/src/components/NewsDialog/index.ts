export { NewsDialog, type NewsDialogProps } from './NewsDialog.tsx';
