export { CoinsReportScreen, type CoinsReportScreenProps } from './CoinsReportScreen.tsx';
