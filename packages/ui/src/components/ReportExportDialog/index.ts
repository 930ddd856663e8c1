export {
  ReportExportDialog,
  exportPercent,
  type ReportExportDialogProps,
  type ReportExportState,
} from './ReportExportDialog.tsx';
