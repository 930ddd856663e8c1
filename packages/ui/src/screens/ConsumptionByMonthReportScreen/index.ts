export {
  ConsumptionByMonthReportScreen,
  type ConsumptionByMonthReportScreenProps,
} from './ConsumptionByMonthReportScreen.tsx';
