export { ReauthenticateDialog, type ReauthenticateDialogProps } from './ReauthenticateDialog.tsx';
