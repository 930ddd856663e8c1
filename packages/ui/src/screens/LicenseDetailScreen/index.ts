export {
  defaultConsumptionsView,
  LicenseDetailScreen,
  type ConsumptionsState,
  type ConsumptionsView,
  type LicenseDetailScreenProps,
  type LicenseDetailScreenStatus,
} from './LicenseDetailScreen.tsx';
