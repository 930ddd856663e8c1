export {
  LicenceActionDialog,
  type ConfirmedLicenceAction,
  type LicenceActionChoice,
  type LicenceActionDialogProps,
} from './LicenceActionDialog.tsx';
