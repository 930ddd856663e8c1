export { RidesReportScreen, type RidesReportScreenProps } from './RidesReportScreen.tsx';
