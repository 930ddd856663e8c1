export {
  LicenseActionDialog,
  type ConfirmedLicenseAction,
  type LicenseActionChoice,
  type LicenseActionDialogProps,
} from './LicenseActionDialog.tsx';
