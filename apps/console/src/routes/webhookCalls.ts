import { ApiError } from '@orbit/api-client';
import { errorMessages } from '@orbit/contract';
import type { TFunction } from '@orbit/i18n';
import type { WebhookCallError } from '@orbit/ui';
import { describeError } from '../errors.ts';

/** Why the endpoints could not be listed, as the card shows it: not the viewer's (403), or a failure to retry. */
export function webhooksLoadError(error: unknown): 'failed' | 'forbidden' {
  return error instanceof ApiError && error.status === 403 ? 'forbidden' : 'failed';
}

/** The server's webhook refusals, said in the person's language (its own messages are English). */
const webhookMessages: Record<string, string> = {
  [errorMessages.webhookUrlNotHttps]: 'webhooks.form.urlNotHttps',
  [errorMessages.webhookAddressRefused]: 'webhooks.form.urlPrivate',
  [errorMessages.webhookHostUnresolved]: 'webhooks.form.urlUnresolved',
  [errorMessages.webhookEndpointDisabled]: 'webhooks.log.disabledNote',
  [errorMessages.webhookEventUnknown]: 'webhooks.eventUnknown',
  [errorMessages.webhookEndpointsLimit]: 'webhooks.form.limitReached',
};

/**
 * A webhook call's refusal as the endpoints card shows it: the message in the person's language, and a 400's fields
 * at fault, which the form puts on its fields.
 */
export function webhookCallError(error: unknown, t: TFunction): WebhookCallError {
  const known =
    error instanceof ApiError
      ? [error.message, ...Object.values(error.errors ?? {})]
          .map((message) => webhookMessages[message])
          .find((key) => key !== undefined)
      : undefined;
  const refused: WebhookCallError = new Error(known ? t(known) : describeError(error, t));
  if (error instanceof ApiError && error.status === 400) refused.fieldErrors = error.errors;
  return refused;
}
