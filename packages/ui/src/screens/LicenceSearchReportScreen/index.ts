export {
  LicenceSearchReportScreen,
  licenceSuffix,
  type LicenceSearchReportScreenProps,
} from './LicenceSearchReportScreen.tsx';
