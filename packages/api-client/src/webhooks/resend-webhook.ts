import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResendWebhookBody } from '@orbit/contract';
import { apiRequest } from '../client.ts';
import { webhookDeliveriesQueryOptions } from './webhook-deliveries.ts';
import type { WebhookOwner } from './whose.ts';

export interface ResendWebhookInput {
  id: number;
  /** One event by its id, or every event since a moment. */
  body: ResendWebhookBody;
}

/** POST …/webhook-endpoints/{id}/resend — queues the deliveries again; answers how many were queued. */
export function resendWebhook(whose: WebhookOwner, { id, body }: ResendWebhookInput) {
  return whose === 'business'
    ? apiRequest('adminResendWebhook', { params: { id }, body })
    : apiRequest('resendWebhook', { params: { id }, body });
}

export function useResendWebhook(whose: WebhookOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResendWebhookInput) => resendWebhook(whose, input),
    onSuccess: (_answer, { id }) =>
      queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryOptions(whose, id).queryKey }),
  });
}
