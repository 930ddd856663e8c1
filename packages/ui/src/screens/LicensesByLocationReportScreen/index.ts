export {
  LicensesByLocationReportScreen,
  type LicensesByLocationReportScreenProps,
} from './LicensesByLocationReportScreen.tsx';
