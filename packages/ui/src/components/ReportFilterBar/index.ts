export {
  ReportFilterBar,
  type ReportExportKind,
  type ReportFilterBarProps,
  type ReportLicenseChoices,
  type ReportPickerChoices,
} from './ReportFilterBar.tsx';
export {
  canSearchReport,
  emptyReportFilters,
  selectAllValues,
  withClients,
  type ReportFilterField,
  type ReportFilters,
} from './reportFilters.ts';
