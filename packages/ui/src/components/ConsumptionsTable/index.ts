export { ConsumptionsTable, type ConsumptionsTableProps, type ConsumptionsTableVariant } from './ConsumptionsTable.tsx';
export { formatRideDuration } from './formatRideDuration.ts';
