export { parseTariff, TariffDialog, type TariffDialogProps } from './TariffDialog.tsx';
