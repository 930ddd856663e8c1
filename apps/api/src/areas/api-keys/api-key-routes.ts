import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { ApiKeyService } from './api-key-service.ts';

/** Business keys for admins, and each signed-in person's own keys (ADR 0092); no key reaches these routes. */
export function apiKeyRoutes(registerRoute: RegisterRoute, deps: { apiKeys: ApiKeyService }): void {
  const { apiKeys } = deps;
  const business = { kind: 'business' } as const;
  const own = (userId: number) => ({ kind: 'account', userId }) as const;

  registerRoute(routes.apiKeys, ({ request }) => apiKeys.list(own(requireAuth(request).userId)));
  registerRoute(routes.createApiKey, ({ body, request }) => {
    const caller = requireAuth(request);
    return apiKeys.create(caller, own(caller.userId), body);
  });
  registerRoute(routes.updateApiKey, ({ params, body, request }) => {
    const caller = requireAuth(request);
    return apiKeys.update(caller, own(caller.userId), params.id, body);
  });
  registerRoute(routes.rollApiKey, ({ params, body, request }) => {
    const caller = requireAuth(request);
    return apiKeys.roll(caller, own(caller.userId), params.id, body);
  });
  registerRoute(routes.revokeApiKey, ({ params, request }) => {
    const caller = requireAuth(request);
    return apiKeys.revoke(caller, own(caller.userId), params.id);
  });

  registerRoute(routes.adminApiKeys, () => apiKeys.list(business));
  registerRoute(routes.adminCreateApiKey, ({ body, request }) => apiKeys.create(requireAuth(request), business, body));
  registerRoute(routes.adminUpdateApiKey, ({ params, body, request }) =>
    apiKeys.update(requireAuth(request), business, params.id, body),
  );
  registerRoute(routes.adminRollApiKey, ({ params, body, request }) =>
    apiKeys.roll(requireAuth(request), business, params.id, body),
  );
  registerRoute(routes.adminRevokeApiKey, ({ params, request }) =>
    apiKeys.revoke(requireAuth(request), business, params.id),
  );
}
