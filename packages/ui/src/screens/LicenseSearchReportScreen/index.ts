export {
  LicenseSearchReportScreen,
  licenseSuffix,
  type LicenseSearchReportScreenProps,
} from './LicenseSearchReportScreen.tsx';
