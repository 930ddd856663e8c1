import { z } from 'zod';
import { blockReasons, gameModels } from '@orbit/domain';
import { isoDateTimeSchema, pathIdSchema } from './common.ts';

/*
 * Webhooks and the event feed (ADR 0093): what happened, as another system receives it. Each event type has a
 * versioned payload; a change that would break a receiver becomes a new version, never an edit of the old one.
 */

const licenseRef = z.object({ key: z.string(), label: z.string() });

/** The payload (`data`) of each event type, version 1. */
export const webhookEventDataSchemas = {
  'license.created': z.object({
    license: licenseRef.extend({ gameModel: z.enum(gameModels) }),
  }),
  'license.revoked': z.object({ license: licenseRef }),
  /** A licence became blocked by a blocking order that names it. */
  'license.blocked': z.object({ licenseKey: z.string(), blockingOrderId: z.number().int() }),
  /** The blocking order that named the licence was finished. */
  'license.unblocked': z.object({ licenseKey: z.string(), blockingOrderId: z.number().int() }),
  'blockingOrder.created': z.object({
    blockingOrderId: z.number().int(),
    reason: z.enum(blockReasons),
    /** Null: the whole account is blocked. */
    licenseKey: z.string().nullable(),
    /** Made by the server itself (a balance too low to play), not by a person. */
    automatic: z.boolean(),
  }),
  'blockingOrder.finished': z.object({
    blockingOrderId: z.number().int(),
    licenseKey: z.string().nullable(),
    automatic: z.boolean(),
  }),
  /** The client of a blocked account was granted a temporary unblock: its machines play until `expiresAt`. */
  'temporaryUnblock.granted': z.object({ temporaryUnblockId: z.number().int(), expiresAt: isoDateTimeSchema }),
  /** A temporary unblock ran out while the account is still blocked: its machines stop playing. */
  'temporaryUnblock.ended': z.object({ temporaryUnblockId: z.number().int() }),
  'coins.inserted': z.object({
    walletRecordId: z.number().int(),
    coins: z.number().int(),
    /** The account's balance after the insertion. */
    balance: z.number().int(),
  }),
  /** A large debit waits for a second staff member (ADR 0057); the business's event, naming the account. */
  'debit.requested': z.object({
    debitApprovalId: z.number().int(),
    accountId: z.number().int(),
    coins: z.number().int(),
  }),
  'debit.approved': z.object({
    debitApprovalId: z.number().int(),
    accountId: z.number().int(),
    coins: z.number().int(),
  }),
  'debit.refused': z.object({
    debitApprovalId: z.number().int(),
    accountId: z.number().int(),
    coins: z.number().int(),
  }),
  'device.activated': z.object({ deviceId: z.number().int(), license: licenseRef, hostname: z.string().nullable() }),
  /** Another machine took the licence's slot; the previous one stops working. */
  'device.replaced': z.object({
    deviceId: z.number().int(),
    replacedDeviceId: z.number().int(),
    license: licenseRef,
  }),
  /** Staff freed the machine's licence slot (its PC was replaced): a new machine may activate; this one may still sync. */
  'device.freed': z.object({ deviceId: z.number().int(), license: licenseRef }),
  /** Staff revoked the machine: its token is refused from now on and its slot is free. */
  'device.revoked': z.object({ deviceId: z.number().int(), license: licenseRef }),
  /** Silent for longer than its owner's alert threshold, told as the coaster alerts tell it (ADR 0086). */
  'device.offline': z.object({ deviceId: z.number().int(), license: licenseRef, since: isoDateTimeSchema }),
  /** A machine told offline called again; the outage ran from its last call to this one. */
  'device.backOnline': z.object({ deviceId: z.number().int(), license: licenseRef, outageMinutes: z.number().int() }),
  /** One batch of rides a machine sent, with its totals: never one event per ride. */
  'rides.synced': z.object({
    license: licenseRef,
    rides: z.number().int(),
    customers: z.number().int(),
    coinsCharged: z.number().int(),
    firstRideAt: isoDateTimeSchema,
    lastRideAt: isoDateTimeSchema,
  }),
  /** At the recent pace the coins last a few days only (marks of 7, 3 and 1 day, ADR 0084). */
  'wallet.runwayLow': z.object({
    balance: z.number().int(),
    daysLeft: z.number(),
    /** When the balance is expected to fall below one ride, blocking the account. */
    blockExpectedAt: isoDateTimeSchema.nullable(),
  }),
  /** Sent only by "send a test event" to one endpoint. */
  'webhook.test': z.object({ message: z.string() }),
} as const;

export type WebhookEventType = keyof typeof webhookEventDataSchemas;
export const webhookEventTypes = Object.keys(webhookEventDataSchemas) as [WebhookEventType, ...WebhookEventType[]];
export type WebhookEventData<Type extends WebhookEventType> = z.infer<(typeof webhookEventDataSchemas)[Type]>;
/** The payload version of each type; it rises when a payload changes in a way a receiver could trip on. */
export const webhookEventVersion = 1;

export const webhookEventTypeSchema = z.enum(webhookEventTypes);

/** One event as it is delivered and as the feed answers it: the same id in both. */
export function webhookEventSchemaOf<Type extends WebhookEventType>(type: Type) {
  return z.object({
    /** `evt_…`, unique: a receiver drops a repeat by it (delivery is at least once). */
    id: z.string().meta({ examples: ['evt_2x7Qk9LmT4bV8sWc1NpZr6'] }),
    type: z.literal(type),
    version: z.literal(webhookEventVersion),
    /** The client account it concerns; null for the whole business. */
    accountId: z.number().int().nullable(),
    /** 1, 2, 3… per account (or for the business), in the order the causes committed: to put events back in order. */
    sequence: z.number().int().positive(),
    createdAt: isoDateTimeSchema,
    data: webhookEventDataSchemas[type],
  });
}

export const webhookEventSchema = z.discriminatedUnion(
  'type',
  webhookEventTypes.map((type) => webhookEventSchemaOf(type)) as unknown as [
    ReturnType<typeof webhookEventSchemaOf>,
    ...ReturnType<typeof webhookEventSchemaOf>[],
  ],
);
export type WebhookEvent = {
  [Type in WebhookEventType]: Omit<z.infer<ReturnType<typeof webhookEventSchemaOf<Type>>>, 'type' | 'data'> & {
    type: Type;
    data: WebhookEventData<Type>;
  };
}[WebhookEventType];

export const eventsQuerySchema = z.strictObject({
  /** The id of the last event read; absent: the oldest kept (90 days). */
  after: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type EventsQuery = z.output<typeof eventsQuerySchema>;

export const eventsResponseSchema = z.object({
  results: z.array(webhookEventSchema),
  /** The cursor of the next call (`after`): the last event's id, or the one given when none is new. */
  next: z.string().nullable(),
});
export type EventsResponse = z.infer<typeof eventsResponseSchema>;

/* Endpoints */

export const webhookEndpointLimits = {
  maxUrlLength: 2_000,
  maxDescriptionLength: 200,
  maxRotationOverlapHours: 7 * 24,
  defaultRotationOverlapHours: 24,
  /** Endpoints an account may have, and the business: each event is sent to every one that wants it. */
  maxAccountEndpoints: 10,
  maxBusinessEndpoints: 50,
} as const;

export const webhookDisabledReasons = ['byOwner', 'gone', 'failing'] as const;

export const webhookEndpointSchema = z.object({
  id: z.number().int().positive(),
  /** `business` (made by an admin, any event) or `account` (a client's own, events of its own account). */
  kind: z.enum(['business', 'account']),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(webhookEventTypeSchema),
  /** The next event of an account waits until the previous one was delivered (or given up on). */
  strictOrder: z.boolean(),
  enabled: z.boolean(),
  /** Why it is disabled: by its owner, answered 410, or failing for 5 days; null when enabled. */
  disabledReason: z.enum(webhookDisabledReasons).nullable(),
  /** Since when every delivery failed; null when the last one succeeded. */
  failingSince: isoDateTimeSchema.nullable(),
  /** After a rotation, until when the previous secret still signs beside the new one. */
  previousSecretExpiresAt: isoDateTimeSchema.nullable(),
  createdBy: z.object({ id: z.number().int().positive(), name: z.string() }),
  createdAt: isoDateTimeSchema,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointsResponseSchema = z.object({ results: z.array(webhookEndpointSchema) });
export type WebhookEndpointsResponse = z.infer<typeof webhookEndpointsResponseSchema>;

const eventTypesField = z
  .array(webhookEventTypeSchema.exclude(['webhook.test']))
  .min(1)
  .max(webhookEventTypes.length)
  .refine((types) => new Set(types).size === types.length, 'Each event type once');

export const createWebhookEndpointBodySchema = z
  .strictObject({
    url: z.url({ protocol: /^https?$/ }).max(webhookEndpointLimits.maxUrlLength),
    description: z.string().trim().max(webhookEndpointLimits.maxDescriptionLength).default(''),
    eventTypes: eventTypesField,
    strictOrder: z.boolean().default(false),
  })
  .meta({
    examples: [{ url: 'https://example.com/orbit/webhooks', eventTypes: ['coins.inserted'], strictOrder: false }],
  });
export type CreateWebhookEndpointBody = z.output<typeof createWebhookEndpointBodySchema>;

export const updateWebhookEndpointBodySchema = z
  .strictObject({
    url: z
      .url({ protocol: /^https?$/ })
      .max(webhookEndpointLimits.maxUrlLength)
      .optional(),
    description: z.string().trim().max(webhookEndpointLimits.maxDescriptionLength).optional(),
    eventTypes: eventTypesField.optional(),
    strictOrder: z.boolean().optional(),
    enabled: z.boolean().optional(),
    /** A new secret; the previous one keeps signing beside it for `rotationOverlapHours` (0: ends at once). */
    rotateSecret: z.literal(true).optional(),
    rotationOverlapHours: z
      .number()
      .int()
      .min(0)
      .max(webhookEndpointLimits.maxRotationOverlapHours)
      .default(webhookEndpointLimits.defaultRotationOverlapHours),
  })
  .meta({ examples: [{ enabled: true }, { rotateSecret: true, rotationOverlapHours: 24 }] });
export type UpdateWebhookEndpointBody = z.output<typeof updateWebhookEndpointBodySchema>;

/** The endpoint, and its secret when this answer made or rotated it: the only answers that hold it. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  /** `whsec_` and base64 of 24 random bytes, as the Standard Webhooks libraries take it. */
  secret: z
    .string()
    .nullable()
    .meta({ examples: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'] }),
  /**
   * When this change enabled a disabled endpoint: since when it missed events, to offer `resend` with `since`;
   * null otherwise.
   */
  missedSince: isoDateTimeSchema.nullable(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookEndpointIdParamsSchema = z.strictObject({ id: pathIdSchema() });

export const webhookDeliveriesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Attempts with a smaller id than this, for the next page; absent: the newest. */
  before: z.coerce.number().int().positive().optional(),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int().positive(),
  eventId: z.string(),
  eventType: webhookEventTypeSchema,
  attempt: z.number().int().positive(),
  attemptedAt: isoDateTimeSchema,
  /** The answer's HTTP status; null when none came (refused address, timeout, connection error). */
  status: z.number().int().nullable(),
  succeeded: z.boolean(),
  durationMs: z.number().int().min(0),
  /** Why no answer came, or why it was refused before connecting. */
  error: z.string().nullable(),
  /** The first 4 KB of the answer's body. */
  responseBody: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesResponseSchema = z.object({ results: z.array(webhookDeliverySchema) });
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;

export const resendWebhookBodySchema = z
  .union([
    z.strictObject({ eventId: z.string().max(64) }),
    /** Every event since this moment that the endpoint would have wanted (at most 90 days back). */
    z.strictObject({ since: isoDateTimeSchema }),
  ])
  .meta({ examples: [{ eventId: 'evt_2x7Qk9LmT4bV8sWc1NpZr6' }, { since: '2026-12-01T00:00:00Z' }] });
export type ResendWebhookBody = z.infer<typeof resendWebhookBodySchema>;

export const resendWebhookResponseSchema = z.object({ queued: z.number().int().min(0) });

export const testWebhookResponseSchema = z.object({ eventId: z.string() });
