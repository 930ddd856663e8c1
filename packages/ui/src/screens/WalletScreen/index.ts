export { WalletScreen, type WalletScreenProps } from './WalletScreen.tsx';
