export { SalesByMonthReportScreen, type SalesByMonthReportScreenProps } from './SalesByMonthReportScreen.tsx';
