import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import type { WebhookOwner } from './whose.ts';

/** Attempts per page of the delivery log. */
export const webhookDeliveriesPageSize = 50;

/** GET …/webhook-endpoints/{id}/deliveries — each attempt, newest first, a page before `before` (kept 30 days). */
export function getWebhookDeliveries(whose: WebhookOwner, id: number, before?: number, signal?: AbortSignal) {
  const query = { limit: webhookDeliveriesPageSize, ...(before === undefined ? {} : { before }) };
  return whose === 'business'
    ? apiRequest('adminWebhookDeliveries', { params: { id }, query, signal })
    : apiRequest('webhookDeliveries', { params: { id }, query, signal });
}

export function webhookDeliveriesQueryOptions(whose: WebhookOwner, id: number) {
  return infiniteQueryOptions({
    queryKey: ['webhookEndpoints', whose, id, 'deliveries'] as const,
    queryFn: ({ pageParam, signal }) => getWebhookDeliveries(whose, id, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    // A full page may have more before it: the next page starts below its last (oldest) attempt.
    getNextPageParam: (page) =>
      page.results.length < webhookDeliveriesPageSize ? undefined : page.results[page.results.length - 1]?.id,
  });
}

/** The delivery log of one endpoint, a page at a time; `enabled: false` until it is shown. */
export function useWebhookDeliveries(whose: WebhookOwner, id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...webhookDeliveriesQueryOptions(whose, id), enabled });
}
