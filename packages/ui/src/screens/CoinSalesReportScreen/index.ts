export { CoinSalesReportScreen, type CoinSalesReportScreenProps } from './CoinSalesReportScreen.tsx';
