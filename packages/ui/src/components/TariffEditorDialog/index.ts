export { parseTariff, TariffEditorDialog, type TariffEditorDialogProps } from './TariffEditorDialog.tsx';
