import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { webhooks } from './openapi.ts';

/** The JSON body a webhook operation of the document posts. */
type PostedBody<Operation> = Operation extends {
  post: { requestBody?: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;

/** Every event the API delivers, as its document's `webhooks` section describes them (typed by their `type`). */
export type WebhookEvent = { [Name in keyof webhooks]: PostedBody<webhooks[Name]> }[keyof webhooks];

/** Headers as `fetch` gives them, or as Node's `IncomingMessage#headers` does. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export { WebhookVerificationError };

const signedHeaders = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

function headerOf(headers: WebhookHeaders, name: string): string {
  if (headers instanceof Headers) return headers.get(name) ?? '';
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return (Array.isArray(entry) ? entry[0] : entry) ?? '';
}

/**
 * Checks a delivery as the Standard Webhooks specification says (its `webhook-id`, `webhook-timestamp` and
 * `webhook-signature` headers, signed with the endpoint's secret `whsec_…`) and answers its event. Pass the body
 * exactly as it arrived, as text or bytes: a body parsed and written again is not the body that was signed. A
 * delivery signed more than 5 minutes away from now, or changed in any byte, throws `WebhookVerificationError`.
 * While a secret is being rotated, pass both: the delivery is accepted if either signed it.
 */
export function verifyWebhook(
  body: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string | readonly string[],
): WebhookEvent {
  const signed = Object.fromEntries(signedHeaders.map((name) => [name, headerOf(headers, name)]));
  const secrets = typeof secret === 'string' ? [secret] : secret;
  let failure: unknown = new WebhookVerificationError('No secret to verify the delivery with');
  for (const each of secrets) {
    try {
      return new Webhook(each).verify(body, signed) as WebhookEvent;
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}
