import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import type { WebhookOwner } from './whose.ts';

/** GET /api/webhook-endpoints or /api/admin/webhook-endpoints — the endpoints, newest first (ADR 0093). */
export function getWebhookEndpoints(whose: WebhookOwner, signal?: AbortSignal) {
  return whose === 'business'
    ? apiRequest('adminWebhookEndpoints', { signal })
    : apiRequest('webhookEndpoints', { signal });
}

export function webhookEndpointsQueryOptions(whose: WebhookOwner) {
  return queryOptions({
    queryKey: ['webhookEndpoints', whose] as const,
    queryFn: ({ signal }) => getWebhookEndpoints(whose, signal),
  });
}

/** `enabled: false` for a viewer the server would refuse, so no call is made. */
export function useWebhookEndpoints(whose: WebhookOwner, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...webhookEndpointsQueryOptions(whose), enabled });
}
