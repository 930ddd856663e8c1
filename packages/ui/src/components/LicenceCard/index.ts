export { LicenceCard, type LicenceCardProps } from './LicenceCard.tsx';
