export { WalletConsumptionsTable, type WalletConsumptionsTableProps } from './WalletConsumptionsTable.tsx';
export { searchWalletConsumptions, walletScenarioTitle } from './walletConsumptionSearch.ts';
