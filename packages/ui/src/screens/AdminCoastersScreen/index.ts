export {
  AdminCoastersScreen,
  type AdminCoastersClientChoice,
  type AdminCoastersOrderBy,
  type AdminCoastersScreenFilter,
  type AdminCoastersScreenProps,
  type AdminCoastersScreenSort,
} from './AdminCoastersScreen.tsx';
