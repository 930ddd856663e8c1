export { WalletMonthCard, type WalletMonthCardProps } from './WalletMonthCard.tsx';
export { ticketsPerBigMac, walletMonthFigures, type WalletMonthFigures } from './walletMonthFigures.ts';
