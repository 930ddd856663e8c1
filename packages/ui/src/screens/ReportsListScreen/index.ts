export {
  ReportsListScreen,
  type ReportCardInfo,
  type ReportId,
  type ReportsListScreenProps,
} from './ReportsListScreen.tsx';
