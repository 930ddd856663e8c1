export { LicenseCard, type LicenseCardProps } from './LicenseCard.tsx';
