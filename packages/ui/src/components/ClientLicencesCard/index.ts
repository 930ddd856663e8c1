export { ClientLicencesCard, type ClientLicencesCardProps } from './ClientLicencesCard.tsx';
