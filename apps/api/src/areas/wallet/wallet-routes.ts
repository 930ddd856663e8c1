import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { WalletService } from './wallet-service.ts';

export function walletRoutes(registerRoute: RegisterRoute, deps: { wallet: WalletService }): void {
  const { wallet } = deps;
  registerRoute(routes.walletRecords, ({ query, request }) => wallet.records(requireAuth(request).userId, query));
  registerRoute(routes.bigmacIndex, ({ params }) => wallet.bigmacIndex(params.countryId));
}
