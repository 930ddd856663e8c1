export { ActiveLicensesReportScreen, type ActiveLicensesReportScreenProps } from './ActiveLicensesReportScreen.tsx';
