export {
  ConsumptionByDayReportScreen,
  type ConsumptionByDayReportScreenProps,
} from './ConsumptionByDayReportScreen.tsx';
