export {
  activeLicensesReportColumns,
  coinSalesReportColumns,
  coinsLogReportColumns,
  consumptionByDayReportColumns,
  consumptionByMonthReportColumns,
  formatReportDay,
  formatReportMonth,
  licenseSearchReportColumns,
  ridesReportColumns,
  toTableColumns,
  walletStatementColumns,
  type ReportColumn,
  type ReportColumnContext,
} from './reportColumns.ts';
export { coinSalesBars, consumptionByDayPoints, consumptionByMonthBars } from './reportCharts.ts';
export {
  FilteredReportScreen,
  type FilteredReportProps,
  type FilteredReportScreenProps,
  type ReportFilterBarInput,
} from './FilteredReportScreen.tsx';
export { namesFromChoices } from './reportNames.ts';
export { preloadReportCharts, ReportBarChart, ReportLineChart, usePreloadedReportCharts } from './ReportChart.tsx';
export { ReportPage, type ReportPageProps } from './ReportPage.tsx';
export {
  activeLicensesReportTotals,
  coinSalesReportTotals,
  coinsLogReportTotals,
  consumptionByDayReportTotals,
  consumptionByMonthReportTotals,
  ridesReportTotals,
  type ReportTotals,
} from './reportTotals.ts';
