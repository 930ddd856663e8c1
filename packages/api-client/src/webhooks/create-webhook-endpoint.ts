import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookEndpointBody } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { webhookEndpointsQueryOptions } from './webhook-endpoints.ts';
import type { WebhookOwner } from './whose.ts';

type CreateInput = Omit<CreateWebhookEndpointBody, 'description' | 'strictOrder'> &
  Partial<Pick<CreateWebhookEndpointBody, 'description' | 'strictOrder'>>;

/** POST …/webhook-endpoints — makes an endpoint; its signing secret is in this answer only. */
export function createWebhookEndpoint(whose: WebhookOwner, body: CreateInput) {
  return whose === 'business'
    ? apiRequest('adminCreateWebhookEndpoint', { body })
    : apiRequest('createWebhookEndpoint', { body });
}

export function useCreateWebhookEndpoint(whose: WebhookOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInput) => createWebhookEndpoint(whose, body),
    // The answer holds the secret: it leaves the cache as soon as no screen shows it.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryOptions(whose).queryKey }),
  });
}
