export {
  filterLicences,
  LicencesScreen,
  type LicencesScreenProps,
  type LicencesScreenStatus,
} from './LicencesScreen.tsx';
