export {
  defaultConsumptionsView,
  LicenceDetailScreen,
  type ConsumptionsState,
  type ConsumptionsView,
  type LicenceDetailScreenProps,
  type LicenceDetailScreenStatus,
} from './LicenceDetailScreen.tsx';
