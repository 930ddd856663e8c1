export { LicenceTable, type LicenceTableProps } from './LicenceTable.tsx';
