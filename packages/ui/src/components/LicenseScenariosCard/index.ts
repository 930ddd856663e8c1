export {
  LicenseScenariosCard,
  type LicenseScenariosCardProps,
  type LicenseScenariosState,
} from './LicenseScenariosCard.tsx';
