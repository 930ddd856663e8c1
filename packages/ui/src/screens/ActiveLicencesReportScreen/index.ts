export { ActiveLicencesReportScreen, type ActiveLicencesReportScreenProps } from './ActiveLicencesReportScreen.tsx';
