import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWebhookEndpointBody } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { webhookEndpointsQueryOptions } from './webhook-endpoints.ts';
import type { WebhookOwner } from './whose.ts';

export interface UpdateWebhookEndpointInput {
  id: number;
  body: Partial<UpdateWebhookEndpointBody>;
}

/**
 * PATCH …/webhook-endpoints/{id} — changes an endpoint (URL, events, order), disables or enables it, or rotates its
 * secret (the new one is in this answer only). Enabling a disabled endpoint answers since when it missed events.
 */
export function updateWebhookEndpoint(whose: WebhookOwner, { id, body }: UpdateWebhookEndpointInput) {
  return whose === 'business'
    ? apiRequest('adminUpdateWebhookEndpoint', { params: { id }, body })
    : apiRequest('updateWebhookEndpoint', { params: { id }, body });
}

export function useUpdateWebhookEndpoint(whose: WebhookOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWebhookEndpointInput) => updateWebhookEndpoint(whose, input),
    gcTime: 0,
    // A refusal (deleted meanwhile, say) refreshes the list too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryOptions(whose).queryKey }),
  });
}
