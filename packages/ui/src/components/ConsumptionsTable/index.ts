export {
  ConsumptionsTable,
  formatRideDuration,
  scenarioTitle,
  type ConsumptionsTableProps,
  type ConsumptionsTableVariant,
} from './ConsumptionsTable.tsx';
