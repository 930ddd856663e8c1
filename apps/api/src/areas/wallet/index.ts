/**
 * Coin wallets: records and balances, tariffs, staff insertions, and the automatic block when the coins run out.
 * Other areas and the composition (app.ts) use this area only through this file.
 */
export { adminWalletRoutes } from './admin-wallet-routes.ts';
export { createAdminWalletService } from './admin-wallet-service.ts';
export { blockWhenCoinsRunOut, lockWallet } from './automatic-blocks.ts';
export { createTariffService } from './tariff-service.ts';
export { tariffAt, tariffsRepository } from './tariffs-repository.ts';
export type { TariffRow } from './tariffs-repository.ts';
export { balanceQuery, walletRepository } from './wallet-repository.ts';
export { walletRoutes } from './wallet-routes.ts';
export { createWalletService } from './wallet-service.ts';
