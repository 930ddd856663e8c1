export { PlainTable, type PlainTableDensity, type PlainTableProps } from './PlainTable.tsx';
