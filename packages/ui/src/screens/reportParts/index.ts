export {
  licensesByLocationReportColumns,
  salesByMonthReportColumns,
  coinsReportColumns,
  consumptionByDayReportColumns,
  consumptionByMonthReportColumns,
  formatReportDay,
  formatReportMonth,
  searchLicenseReportColumns,
  ridesReportColumns,
  toTableColumns,
  walletStatementColumns,
  type ReportColumn,
  type ReportColumnContext,
} from './reportColumns.ts';
export { salesByMonthBars, consumptionByDayPoints, consumptionByMonthBars } from './reportCharts.ts';
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
  licensesByLocationReportTotals,
  salesByMonthReportTotals,
  coinsReportTotals,
  consumptionByDayReportTotals,
  consumptionByMonthReportTotals,
  ridesReportTotals,
  type ReportTotals,
} from './reportTotals.ts';
