export {
  ConsumptionsTable,
  formatRideDuration,
  type ConsumptionsTableProps,
  type ConsumptionsTableVariant,
} from './ConsumptionsTable.tsx';
