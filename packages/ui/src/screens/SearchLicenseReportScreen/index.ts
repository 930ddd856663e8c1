export {
  SearchLicenseReportScreen,
  licenseSuffix,
  type SearchLicenseReportScreenProps,
} from './SearchLicenseReportScreen.tsx';
