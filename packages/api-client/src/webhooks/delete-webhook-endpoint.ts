import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';
import { webhookEndpointsQueryOptions } from './webhook-endpoints.ts';
import type { WebhookOwner } from './whose.ts';

/** DELETE …/webhook-endpoints/{id} — deletes an endpoint with its delivery log; answers the endpoint deleted. */
export function deleteWebhookEndpoint(whose: WebhookOwner, id: number) {
  return whose === 'business'
    ? apiRequest('adminDeleteWebhookEndpoint', { params: { id } })
    : apiRequest('deleteWebhookEndpoint', { params: { id } });
}

export function useDeleteWebhookEndpoint(whose: WebhookOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteWebhookEndpoint(whose, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryOptions(whose).queryKey }),
  });
}
