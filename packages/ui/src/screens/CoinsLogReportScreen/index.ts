export { CoinsLogReportScreen, type CoinsLogReportScreenProps } from './CoinsLogReportScreen.tsx';
