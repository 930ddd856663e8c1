export { LicenseTable, type LicenseTableProps } from './LicenseTable.tsx';
