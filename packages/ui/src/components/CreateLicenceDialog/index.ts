export {
  CreateLicenceDialog,
  type CreateLicenceDialogProps,
  type CreateLicenceValues,
} from './CreateLicenceDialog.tsx';
