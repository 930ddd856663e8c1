export { WalletRunwayCard, runwayWarningDays, type WalletRunwayCardProps } from './WalletRunwayCard.tsx';
