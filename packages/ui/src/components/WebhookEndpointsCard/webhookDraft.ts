import type {
  CreateWebhookEndpointBody,
  UpdateWebhookEndpointBody,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventType,
} from '@orbit/contract';

/** Whose endpoints: the business's (admins, every event) or one account's own (its own events only). */
export type WebhookEndpointKind = WebhookEndpoint['kind'];

/** The event types a person can choose, in groups, in the order the form shows them (`webhook.test` is not one). */
export const webhookEventGroups = [
  { id: 'licenses', types: ['license.created', 'license.revoked', 'license.blocked', 'license.unblocked'] },
  {
    id: 'blocking',
    types: ['blockingOrder.created', 'blockingOrder.finished', 'temporaryUnblock.granted', 'temporaryUnblock.ended'],
  },
  { id: 'wallet', types: ['coins.inserted', 'wallet.runwayLow'] },
  { id: 'debits', types: ['debit.requested', 'debit.approved', 'debit.refused'] },
  {
    id: 'machines',
    types: [
      'device.activated',
      'device.replaced',
      'device.freed',
      'device.revoked',
      'device.offline',
      'device.backOnline',
    ],
  },
  { id: 'rides', types: ['rides.synced'] },
] as const satisfies readonly { id: string; types: readonly Exclude<WebhookEventType, 'webhook.test'>[] }[];

export type WebhookEventGroup = (typeof webhookEventGroups)[number];

/**
 * The groups an endpoint of this kind can want: the large debits are the business's own events (ADR 0093), which
 * never reach an account's endpoint, so a client is not offered them.
 */
export function eventGroupsOf(kind: WebhookEndpointKind): readonly WebhookEventGroup[] {
  return kind === 'business' ? webhookEventGroups : webhookEventGroups.filter((group) => group.id !== 'debits');
}

/** The catalogue key of an event type's name: `license.created` is `webhooks.eventTypes.license.created`. */
export const eventTypeTextKey = (type: WebhookEventType) => `webhooks.eventTypes.${type}`;

/** What the endpoint form holds while it is filled in. */
export interface WebhookEndpointDraft {
  url: string;
  description: string;
  eventTypes: readonly WebhookEventType[];
  strictOrder: boolean;
}

export const emptyWebhookEndpointDraft: WebhookEndpointDraft = {
  url: '',
  description: '',
  eventTypes: [],
  strictOrder: false,
};

/** The draft of an endpoint that exists, for its edit form. */
export function draftOf(endpoint: WebhookEndpoint): WebhookEndpointDraft {
  const { url, description, eventTypes, strictOrder } = endpoint;
  return { url, description, eventTypes, strictOrder };
}

/** The limits of the contract (`webhookEndpointLimits`), which the form checks before the server does. */
export const webhookDraftLimits = { maxUrlLength: 2_000, maxDescriptionLength: 200 } as const;

export type WebhookEndpointField = 'url' | 'description' | 'eventTypes';

/** What is wrong with a field: a catalogue key and what it interpolates. */
export interface WebhookFieldError {
  key: string;
  params?: Record<string, number>;
}

export type WebhookFieldErrors = Partial<Record<WebhookEndpointField, WebhookFieldError>>;

const messages = {
  urlRequired: 'webhooks.form.urlRequired',
  urlInvalid: 'webhooks.form.urlInvalid',
  urlNotHttps: 'webhooks.form.urlNotHttps',
  urlTooLong: 'webhooks.form.urlTooLong',
  urlPrivate: 'webhooks.form.urlPrivate',
  urlUnresolved: 'webhooks.form.urlUnresolved',
  descriptionTooLong: 'webhooks.form.descriptionTooLong',
  eventsRequired: 'webhooks.form.eventsRequired',
};

/**
 * Whether a host is this machine's own: plain http to it may be what a test or development server allows
 * (`WEBHOOK_ALLOWED_HOSTS`, ADR 0093), and the server decides; anywhere else the form asks for https.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The body of `POST …/webhook-endpoints` the draft makes, or what is wrong with it, field by field. */
export function checkWebhookEndpointDraft(
  draft: WebhookEndpointDraft,
): { body: CreateWebhookEndpointBody } | { errors: WebhookFieldErrors } {
  const errors: WebhookFieldErrors = {};
  const url = draft.url.trim();
  if (url === '') errors.url = { key: messages.urlRequired };
  else if (url.length > webhookDraftLimits.maxUrlLength) {
    errors.url = { key: messages.urlTooLong, params: { max: webhookDraftLimits.maxUrlLength } };
  } else {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || !['https:', 'http:'].includes(parsed.protocol) || parsed.hostname === '') {
      errors.url = { key: messages.urlInvalid };
    } else if (parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname))
      errors.url = { key: messages.urlNotHttps };
  }
  const description = draft.description.trim();
  if (description.length > webhookDraftLimits.maxDescriptionLength) {
    errors.description = { key: messages.descriptionTooLong, params: { max: webhookDraftLimits.maxDescriptionLength } };
  }
  if (draft.eventTypes.length === 0) errors.eventTypes = { key: messages.eventsRequired };
  if (Object.keys(errors).length > 0) return { errors };
  // The types in the catalogue's order, whatever order they were ticked in.
  const order: readonly WebhookEventType[] = webhookEventGroups.flatMap((group) => group.types);
  const eventTypes = order.filter((type) => draft.eventTypes.includes(type)) as CreateWebhookEndpointBody['eventTypes'];
  return { body: { url, description, eventTypes, strictOrder: draft.strictOrder } };
}

/** What an edit changes: only the fields that differ from the endpoint, so a PATCH says what was meant. */
export function changesOf(
  endpoint: WebhookEndpoint,
  body: CreateWebhookEndpointBody,
): Partial<UpdateWebhookEndpointBody> {
  const changes: Partial<UpdateWebhookEndpointBody> = {};
  if (body.url !== endpoint.url) changes.url = body.url;
  if (body.description !== endpoint.description) changes.description = body.description;
  const sameTypes =
    body.eventTypes.length === endpoint.eventTypes.length &&
    body.eventTypes.every((type) => endpoint.eventTypes.includes(type));
  if (!sameTypes) changes.eventTypes = body.eventTypes;
  if (body.strictOrder !== endpoint.strictOrder) changes.strictOrder = body.strictOrder;
  return changes;
}

/**
 * The server's messages for a refused URL (`errorMessages` of the contract, English), each with the form's own words:
 * the form shows the field's fault in the person's language.
 */
const urlRefusals: readonly [RegExp, string][] = [
  [/https:\/\//, messages.urlNotHttps],
  [/public address/, messages.urlPrivate],
  [/does not resolve/, messages.urlUnresolved],
];

/** A 400's fields at fault (`url`, `eventTypes.2`, `description`) as the form's, in the form's words. */
export function webhookServerErrors(fieldErrors: Readonly<Record<string, string>> | undefined): WebhookFieldErrors {
  const errors: WebhookFieldErrors = {};
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    const [field] = path.split('.');
    if (field === 'url') {
      errors.url ??= { key: urlRefusals.find(([pattern]) => pattern.test(message))?.[1] ?? messages.urlInvalid };
    } else if (field === 'description') {
      errors.description ??= {
        key: messages.descriptionTooLong,
        params: { max: webhookDraftLimits.maxDescriptionLength },
      };
    } else if (field === 'eventTypes') errors.eventTypes ??= { key: messages.eventsRequired };
  }
  return errors;
}

/** The state an endpoint's badge shows: enabled, enabled but failing, or disabled (with its reason beside). */
export type WebhookEndpointState = 'enabled' | 'failing' | 'disabled';

export function webhookEndpointState(endpoint: WebhookEndpoint): WebhookEndpointState {
  if (!endpoint.enabled) return 'disabled';
  return endpoint.failingSince === null ? 'enabled' : 'failing';
}

/** How an attempt went, as the delivery log says it. */
export type DeliveryOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'refused'; status: number }
  | { kind: 'noAnswer'; failure: 'timeout' | 'address' | 'connection' };

/**
 * An attempt's outcome: an answer 2xx, another answer, or none, with why none came (the server's reason is English:
 * its kind is told from it, and the reason itself shown beside).
 */
export function deliveryOutcome(delivery: WebhookDelivery): DeliveryOutcome {
  if (delivery.status !== null) {
    return delivery.succeeded
      ? { kind: 'delivered', status: delivery.status }
      : { kind: 'refused', status: delivery.status };
  }
  const error = delivery.error ?? '';
  if (/^No answer within/i.test(error)) return { kind: 'noAnswer', failure: 'timeout' };
  if (/public address|https:\/\/|does not resolve|No address/i.test(error)) {
    return { kind: 'noAnswer', failure: 'address' };
  }
  return { kind: 'noAnswer', failure: 'connection' };
}

/** How an endpoint is named in buttons and titles: its description, else its URL. */
export const endpointName = (endpoint: WebhookEndpoint) => endpoint.description || endpoint.url;
