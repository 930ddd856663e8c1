export { LicenseDeviceSummary, type LicenseDeviceSummaryProps } from './LicenseDeviceSummary.tsx';
