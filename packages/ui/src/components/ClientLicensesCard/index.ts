export { ClientLicensesCard, type ClientLicensesCardProps } from './ClientLicensesCard.tsx';
