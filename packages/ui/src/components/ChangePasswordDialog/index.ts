export {
  ChangePasswordDialog,
  type ChangePasswordDialogProps,
  type ChangePasswordValues,
} from './ChangePasswordDialog.tsx';
