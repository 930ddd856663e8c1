export {
  DataTable,
  preloadDataTable,
  type DataTableAlign,
  type DataTableColumn,
  type DataTableDensity,
  type DataTableLayout,
  type DataTableProps,
  type DataTableTotals,
} from './DataTable.tsx';
export { nextSort, sortRows, type DataTableSort, type SortDirection, type SortValue } from './sorting.ts';
