import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { webhookDeliveriesQueryOptions } from './webhook-deliveries.ts';
import type { WebhookOwner } from './whose.ts';

/** POST …/webhook-endpoints/{id}/test — sends a `webhook.test` event to this endpoint only; answers its id. */
export function testWebhook(whose: WebhookOwner, id: number) {
  return whose === 'business'
    ? apiRequest('adminTestWebhook', { params: { id } })
    : apiRequest('testWebhook', { params: { id } });
}

export function useTestWebhook(whose: WebhookOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => testWebhook(whose, id),
    // Its attempt shows in the log once made: the log is asked again.
    onSuccess: (_answer, id) =>
      queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryOptions(whose, id).queryKey }),
  });
}
