export {
  CreateLicenseDialog,
  type CreateLicenseDialogProps,
  type CreateLicenseValues,
} from './CreateLicenseDialog.tsx';
