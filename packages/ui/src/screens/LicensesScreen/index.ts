export {
  filterLicenses,
  LicensesScreen,
  type LicensesScreenProps,
  type LicensesScreenStatus,
} from './LicensesScreen.tsx';
