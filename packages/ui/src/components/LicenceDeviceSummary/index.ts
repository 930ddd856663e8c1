export { LicenceDeviceSummary, type LicenceDeviceSummaryProps } from './LicenceDeviceSummary.tsx';
