export {
  LicenceScenariosCard,
  type LicenceScenariosCardProps,
  type LicenceScenariosState,
} from './LicenceScenariosCard.tsx';
