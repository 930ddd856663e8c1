export * from './ClientWalletCard.tsx';
