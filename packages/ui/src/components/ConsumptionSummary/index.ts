export { ConsumptionSummary, type ConsumptionSummaryProps } from './ConsumptionSummary.tsx';
