export { LicenceDetailCard, type LicenceDetailCardProps } from './LicenceDetailCard.tsx';
