export { ChangeEmailDialog, type ChangeEmailDialogProps, type ChangeEmailValues } from './ChangeEmailDialog.tsx';
