export { CoinRecordsTable, type CoinRecordsTableProps } from './CoinRecordsTable.tsx';
