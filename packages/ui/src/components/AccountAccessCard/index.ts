export * from './AccountAccessCard.tsx';
