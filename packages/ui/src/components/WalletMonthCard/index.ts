export { WalletMonthCard, type WalletMonthCardProps } from './WalletMonthCard.tsx';
