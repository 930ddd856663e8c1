export { LicenseDetailCard, type LicenseDetailCardProps } from './LicenseDetailCard.tsx';
