export { SecretOverlapDialog } from './SecretOverlapDialog.tsx';
export type { SecretOverlapDialogProps } from './SecretOverlapDialog.tsx';
