import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { AdminWalletService } from './admin-wallet-service.ts';
import type { TariffService } from './tariff-service.ts';

/** A client's coin wallet and tariff on the admin client page (ADR 0049). */
export function adminWalletRoutes(
  registerRoute: RegisterRoute,
  deps: { adminWallet: AdminWalletService; tariffs: TariffService },
): void {
  const { adminWallet, tariffs } = deps;
  registerRoute(routes.adminWalletBalance, ({ params }) => adminWallet.balance(params.userId));
  registerRoute(routes.adminInsertWalletRecord, ({ params, headers, body, request }) =>
    adminWallet.insert(requireAuth(request), params.userId, headers['idempotency-key'], body),
  );
  registerRoute(routes.adminUserTariff, ({ params }) => tariffs.get(params.id));
  registerRoute(routes.adminSetUserTariff, ({ params, body, request }) =>
    tariffs.set(requireAuth(request), params.id, body.coinsPerCustomer),
  );
}
