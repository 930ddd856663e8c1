export {
  preloadReportTable,
  ReportResults,
  type ReportAnswer,
  type ReportResultsProps,
  type ReportStatus,
} from './ReportResults.tsx';
