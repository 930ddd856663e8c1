export { ClientTariffCard, type ClientTariffCardProps } from './ClientTariffCard.tsx';
