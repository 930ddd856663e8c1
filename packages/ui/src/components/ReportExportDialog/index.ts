export {
  ReportExportDialog,
  exportPercent,
  type ReportExportDialogProps,
  type ReportExportFailure,
  type ReportExportState,
} from './ReportExportDialog.tsx';
