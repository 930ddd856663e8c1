export { WalletConsumptionsTable, type WalletConsumptionsTableProps } from './WalletConsumptionsTable.tsx';
export { searchWalletConsumptions } from './walletConsumptionSearch.ts';
