export {
  licensesByLocationReportColumns,
  salesByMonthReportColumns,
  coinsReportColumns,
  consumptionByDayReportColumns,
  consumptionByMonthReportColumns,
  formatReportDateTime,
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
  monthlyReportRows,
  type FilteredReportId,
  type FilteredReportProps,
  type FilteredReportScreenProps,
  type PagedReportData,
  type ReportChartInput,
  type ReportFilterBarInput,
} from './FilteredReportScreen.tsx';
export { namesFromChoices } from './reportNames.ts';
export { ReportBarChart, ReportLineChart } from './ReportChart.tsx';
export { preloadReportCharts, usePreloadedReportCharts } from './reportChartCode.ts';
export { ReportPage, type ReportPageProps } from './ReportPage.tsx';
export {
  licensesByLocationReportTotals,
  salesByMonthReportTotals,
  coinsReportTotals,
  consumptionByDayReportTotals,
  consumptionByMonthReportTotals,
  ridesReportTotals,
  type ReportTotals,
  type ReportTotalsContext,
} from './reportTotals.ts';
