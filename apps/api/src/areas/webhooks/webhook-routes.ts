import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { WebhookService } from './webhook-service.ts';

/**
 * The business's webhook endpoints for admins, each account's own for whoever is signed in, and the event feed
 * (ADR 0093); no API key manages endpoints.
 */
export function webhookRoutes(registerRoute: RegisterRoute, deps: { webhooks: WebhookService }): void {
  const { webhooks } = deps;
  const business = { kind: 'business' } as const;
  const own = (userId: number) => ({ kind: 'account', userId }) as const;

  registerRoute(routes.webhookEndpoints, ({ request }) => webhooks.list(own(requireAuth(request).userId)));
  registerRoute(routes.createWebhookEndpoint, ({ body, request }) => {
    const caller = requireAuth(request);
    return webhooks.create(caller, own(caller.userId), body);
  });
  registerRoute(routes.updateWebhookEndpoint, ({ params, body, request }) => {
    const caller = requireAuth(request);
    return webhooks.update(caller, own(caller.userId), params.id, body);
  });
  registerRoute(routes.deleteWebhookEndpoint, ({ params, request }) => {
    const caller = requireAuth(request);
    return webhooks.remove(caller, own(caller.userId), params.id);
  });
  registerRoute(routes.webhookDeliveries, ({ params, query, request }) =>
    webhooks.deliveries(own(requireAuth(request).userId), params.id, query),
  );
  registerRoute(routes.resendWebhook, ({ params, body, request }) =>
    webhooks.resend(own(requireAuth(request).userId), params.id, body),
  );
  registerRoute(routes.testWebhook, ({ params, request }) =>
    webhooks.test(own(requireAuth(request).userId), params.id),
  );
  registerRoute(routes.events, ({ query, request }) => webhooks.events(own(requireAuth(request).userId), query));

  registerRoute(routes.adminWebhookEndpoints, () => webhooks.list(business));
  registerRoute(routes.adminCreateWebhookEndpoint, ({ body, request }) =>
    webhooks.create(requireAuth(request), business, body),
  );
  registerRoute(routes.adminUpdateWebhookEndpoint, ({ params, body, request }) =>
    webhooks.update(requireAuth(request), business, params.id, body),
  );
  registerRoute(routes.adminDeleteWebhookEndpoint, ({ params, request }) =>
    webhooks.remove(requireAuth(request), business, params.id),
  );
  registerRoute(routes.adminWebhookDeliveries, ({ params, query }) => webhooks.deliveries(business, params.id, query));
  registerRoute(routes.adminResendWebhook, ({ params, body }) => webhooks.resend(business, params.id, body));
  registerRoute(routes.adminTestWebhook, ({ params }) => webhooks.test(business, params.id));
  registerRoute(routes.adminEvents, ({ query }) => webhooks.events(business, query));
}
