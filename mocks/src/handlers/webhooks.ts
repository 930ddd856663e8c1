import {
  createWebhookEndpointBodySchema,
  errorMessages,
  resendWebhookBodySchema,
  routes,
  updateWebhookEndpointBodySchema,
  webhookDeliveriesQuerySchema,
  webhookEndpointIdParamsSchema,
} from '@orbit/contract';
import type {
  CurrentUser,
  RouteDefinition,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookEventType,
} from '@orbit/contract';
import { isStaff } from '@orbit/domain';
import { mockUsers } from '../fixtures.ts';
import { mockNow } from '../fixtures/client-area.ts';
import { mockError, mockRoute } from '../respond.ts';
import { bodyOf, parseOrReject, queryOf } from './client-area-helpers.ts';
import type { MockSession } from './session.ts';

const hourMs = 60 * 60 * 1000;
/** An instant `hours` after the mocks' "now" (before it when negative). */
const hoursFromNow = (hours: number) => new Date(Date.parse(mockNow) + hours * hourMs).toISOString();

const admin = { id: mockUsers.admin.id, name: mockUsers.admin.name };
const client = { id: mockUsers.client.id, name: mockUsers.client.name };

function endpoint(
  id: number,
  fields: Partial<WebhookEndpoint> & Pick<WebhookEndpoint, 'kind' | 'url' | 'eventTypes' | 'createdBy'>,
): WebhookEndpoint {
  return {
    id,
    description: '',
    strictOrder: false,
    enabled: true,
    disabledReason: null,
    failingSince: null,
    previousSecretExpiresAt: null,
    createdAt: hoursFromNow(-24 * 30),
    ...fields,
  };
}

/**
 * The business's endpoints (ADR 0093), newest first, one in each state a list shows: delivering, failing for two days,
 * in strict order after a rotation of its secret, disabled by an answer 410, after 5 days of failures, by its owner.
 */
export const mockBusinessWebhookEndpoints: readonly WebhookEndpoint[] = [
  endpoint(16, {
    kind: 'business',
    url: 'https://billing.example.com/orbit/webhooks',
    description: 'Invoicing',
    eventTypes: ['coins.inserted', 'debit.requested', 'debit.approved', 'debit.refused'],
    createdBy: admin,
  }),
  endpoint(15, {
    kind: 'business',
    url: 'https://ops.example.net/hooks/orbit',
    description: 'Operations channel',
    eventTypes: ['device.offline', 'device.backOnline', 'wallet.runwayLow'],
    failingSince: hoursFromNow(-50),
    createdBy: admin,
  }),
  endpoint(14, {
    kind: 'business',
    url: 'https://crm.example.org/api/orbit-events',
    description: 'CRM, in the order things happened',
    eventTypes: ['license.created', 'license.revoked', 'license.blocked', 'license.unblocked'],
    strictOrder: true,
    previousSecretExpiresAt: hoursFromNow(20),
    createdBy: admin,
  }),
  endpoint(11, {
    kind: 'business',
    url: 'https://old-crm.example.org/webhooks',
    description: 'Old CRM',
    eventTypes: ['license.created'],
    enabled: false,
    disabledReason: 'gone',
    createdBy: admin,
  }),
  endpoint(9, {
    kind: 'business',
    url: 'https://warehouse.example.com/ingest',
    description: 'Data warehouse',
    eventTypes: ['rides.synced'],
    enabled: false,
    disabledReason: 'failing',
    failingSince: hoursFromNow(-24 * 6),
    createdBy: admin,
  }),
  endpoint(4, {
    kind: 'business',
    url: 'https://staging.example.com/orbit',
    description: 'Staging receiver',
    eventTypes: ['blockingOrder.created', 'blockingOrder.finished'],
    enabled: false,
    disabledReason: 'byOwner',
    createdBy: admin,
  }),
];

/** The mock client's own endpoint: its venue software, told of its machines and rides in order. */
export const mockAccountWebhookEndpoints: readonly WebhookEndpoint[] = [
  endpoint(13, {
    kind: 'account',
    url: 'https://venue.example.org/orbit/events',
    description: 'Venue software',
    eventTypes: ['device.offline', 'device.backOnline', 'rides.synced', 'wallet.runwayLow'],
    strictOrder: true,
    createdBy: client,
  }),
];

/** A long answer, cut at 4 KB as the server keeps it: an HTML error page, one long line after another. */
const longAnswer = `<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>\n${Array.from(
  { length: 60 },
  (_, line) => `<p>upstream connect error or disconnect/reset before headers, line ${line + 1}: retried and failed</p>`,
).join('\n')}`.slice(0, 4096);

/**
 * A delivery log with an attempt of each kind, newest first, for the stories: delivered, an answer 503 with a long
 * body, no answer in time, an address refused at delivery, a connection refused, and a test event.
 */
export const mockWebhookDeliveryLog: readonly WebhookDelivery[] = [
  ['evt_2x7Qk9LmT4bV8sWc1NpZr6', 'coins.inserted', 3, 200, true, 142, null, '{"ok":true}'],
  ['evt_2x7Qk9LmT4bV8sWc1NpZr6', 'coins.inserted', 2, 502, false, 2_310, null, longAnswer],
  ['evt_2x7Qk9LmT4bV8sWc1NpZr6', 'coins.inserted', 1, null, false, 15_000, 'No answer within 15 s', null],
  [
    'evt_9pLmQ2rT7vX4nB8sWc1KdZ',
    'wallet.runwayLow',
    1,
    null,
    false,
    3,
    'The webhook URL must reach a public address: loopback, private, link-local, unique-local, multicast, unspecified and metadata addresses are refused',
    null,
  ],
  ['evt_4kRt8mN2pQ6vW1xZ3bC5dF', 'wallet.runwayLow', 1, null, false, 21, 'connect ECONNREFUSED 203.0.113.7:443', null],
  ['evt_mocktest1', 'webhook.test', 1, 204, true, 95, null, ''],
].map(([eventId, eventType, attempt, status, succeeded, durationMs, error, responseBody], index) => ({
  id: 900 - index,
  eventId: eventId as string,
  eventType: eventType as WebhookEventType,
  attempt: attempt as number,
  attemptedAt: hoursFromNow(-(index * 0.75 + 0.25)),
  status: status as number | null,
  succeeded: succeeded as boolean,
  durationMs: durationMs as number,
  error: error as string | null,
  responseBody: responseBody as string | null,
}));

/** Delivery attempts of an endpoint, newest first: how its state came about. */
function deliveriesOf(entry: WebhookEndpoint): WebhookDelivery[] {
  const attempts: WebhookDelivery[] = [];
  const type = entry.eventTypes[0] ?? 'webhook.test';
  const failing = entry.failingSince !== null || entry.disabledReason === 'failing';
  for (let index = 0; index < 8; index++) {
    const eventId = `evt_mock${entry.id}x${Math.floor(index / 2)}`;
    const gone = entry.disabledReason === 'gone' && index === 0;
    const timedOut = failing && index % 2 === 0;
    attempts.push({
      id: entry.id * 100 + (8 - index),
      eventId,
      eventType: entry.eventTypes[index % entry.eventTypes.length] ?? type,
      attempt: failing ? 1 + (index % 3) : 1,
      attemptedAt: hoursFromNow(-(index + 1) * 1.5),
      status: gone ? 410 : timedOut ? null : failing ? 503 : 200,
      succeeded: !gone && !failing,
      durationMs: timedOut ? 15_000 : 120 + index * 37,
      error: timedOut ? 'No answer within 15 seconds' : null,
      responseBody: gone
        ? 'This receiver was retired'
        : timedOut
          ? null
          : failing
            ? 'Service Unavailable'
            : '{"ok":true}',
    });
  }
  return attempts;
}

const secretOf = (seed: number) => `whsec_${btoa(`mock secret ${String(seed).padStart(12, '0')}`)}`;

/** A host the server refuses to deliver to (ADR 0093), as far as the mocks tell one from its name. */
const refusedHost = /^(localhost|127\.|10\.|192\.168\.|169\.254\.|0\.0\.0\.0|\[::1\]|\[f[cd])/i;

/**
 * The webhook calls as the server answers them (ADR 0093): admins manage the business's endpoints, anyone signed in
 * their own account's; a secret is in the answer that made or rotated it only; a disabled endpoint is neither tested
 * nor resent to (409); enabling one answers since when it missed events.
 */
export function webhooksHandlers({ session }: { session: MockSession }) {
  const business = mockBusinessWebhookEndpoints.map((entry) => ({ ...entry }));
  const accounts = new Map<number, WebhookEndpoint[]>([
    [mockUsers.client.id, mockAccountWebhookEndpoints.map((entry) => ({ ...entry }))],
  ]);
  const deliveries = new Map<number, WebhookDelivery[]>(
    [...business, ...mockAccountWebhookEndpoints].map((entry) => [entry.id, deliveriesOf(entry)]),
  );
  let nextId = 100;
  let secrets = 0;
  let tests = 0;

  /** The caller, or the answer that refuses them: 401 without a session, 403 for a scope the route does not admit. */
  const caller = (route: RouteDefinition): CurrentUser | ReturnType<typeof mockError> => {
    const user = session.current;
    if (!user) return mockError(401, errorMessages.unauthenticated);
    if (route.access === 'staff' && (!isStaff(user.scope) || (route.scopes && !route.scopes.includes(user.scope)))) {
      return mockError(403, errorMessages.forbidden);
    }
    return user;
  };
  const listOf = (kind: WebhookEndpoint['kind'], user: CurrentUser): WebhookEndpoint[] => {
    if (kind === 'business') return business;
    let own = accounts.get(user.id);
    if (!own) accounts.set(user.id, (own = []));
    return own;
  };
  const withSecret = (entry: WebhookEndpoint, secret: boolean, missedSince: string | null = null) => {
    if (secret) secrets += 1;
    return {
      endpoint: { ...entry },
      secret: secret ? secretOf(secrets) : null,
      missedSince,
    } satisfies WebhookEndpointWithSecret;
  };
  const refusedUrl = (url: string | undefined) => {
    if (url === undefined) return undefined;
    const host = new URL(url).host;
    return refusedHost.test(host)
      ? mockError(400, errorMessages.webhookAddressRefused, { url: errorMessages.webhookAddressRefused })
      : undefined;
  };

  function handlers(
    kind: WebhookEndpoint['kind'],
    names: Record<'list' | 'create' | 'update' | 'remove' | 'deliveries' | 'resend' | 'test', RouteDefinition>,
  ) {
    /** The caller's endpoint named by the path, or the answer that refuses the call. */
    const found = (route: RouteDefinition, params: Record<string, unknown>) => {
      const user = caller(route);
      if (!('id' in user)) return user;
      const id = parseOrReject(webhookEndpointIdParamsSchema, { id: params.id });
      if ('error' in id) return id.error;
      return listOf(kind, user).find((entry) => entry.id === id.data.id) ?? mockError(404, errorMessages.notFound);
    };
    return [
      mockRoute(names.list, () => {
        const user = caller(names.list);
        if (!('id' in user)) return user;
        return { results: listOf(kind, user).toSorted((a, b) => b.id - a.id) };
      }),

      mockRoute(names.create, async ({ request }) => {
        const user = caller(names.create);
        if (!('id' in user)) return user;
        const body = parseOrReject(createWebhookEndpointBodySchema, await bodyOf(request));
        if ('error' in body) return body.error;
        const refused = refusedUrl(body.data.url);
        if (refused) return refused;
        const made = endpoint(nextId++, {
          kind,
          ...body.data,
          createdBy: { id: user.id, name: user.name },
          createdAt: mockNow,
        });
        listOf(kind, user).push(made);
        deliveries.set(made.id, []);
        return withSecret(made, true);
      }),

      mockRoute(names.update, async ({ request, params }) => {
        const entry = found(names.update, params);
        if (!('id' in entry)) return entry;
        const body = parseOrReject(updateWebhookEndpointBodySchema, (await bodyOf(request)) ?? {});
        if ('error' in body) return body.error;
        const refused = refusedUrl(body.data.url);
        if (refused) return refused;
        const { rotateSecret, rotationOverlapHours, enabled, ...fields } = body.data;
        const reenabled = enabled === true && !entry.enabled;
        const missedSince = reenabled ? (entry.failingSince ?? hoursFromNow(-24)) : null;
        Object.assign(entry, fields);
        if (enabled !== undefined) {
          entry.enabled = enabled;
          entry.disabledReason = enabled ? null : 'byOwner';
          if (enabled) entry.failingSince = null;
        }
        if (rotateSecret) {
          entry.previousSecretExpiresAt = rotationOverlapHours > 0 ? hoursFromNow(rotationOverlapHours) : null;
        }
        return withSecret(entry, rotateSecret === true, missedSince);
      }),

      mockRoute(names.remove, ({ params }) => {
        const entry = found(names.remove, params);
        if (!('id' in entry)) return entry;
        const user = session.current;
        if (user) listOf(kind, user).splice(listOf(kind, user).indexOf(entry), 1);
        deliveries.delete(entry.id);
        return { ...entry };
      }),

      mockRoute(names.deliveries, ({ request, params }) => {
        const entry = found(names.deliveries, params);
        if (!('id' in entry)) return entry;
        const query = parseOrReject(webhookDeliveriesQuerySchema, queryOf(request));
        if ('error' in query) return query.error;
        const { limit, before } = query.data;
        const attempts = (deliveries.get(entry.id) ?? []).filter((each) => before === undefined || each.id < before);
        return { results: attempts.slice(0, limit) };
      }),

      mockRoute(names.resend, async ({ request, params }) => {
        const entry = found(names.resend, params);
        if (!('id' in entry)) return entry;
        const body = parseOrReject(resendWebhookBodySchema, await bodyOf(request));
        if ('error' in body) return body.error;
        if (!entry.enabled) return mockError(409, errorMessages.webhookEndpointDisabled);
        const attempts = deliveries.get(entry.id) ?? [];
        const events = new Set(
          attempts
            .filter((each) =>
              'eventId' in body.data
                ? each.eventId === body.data.eventId
                : Date.parse(each.attemptedAt) >= Date.parse(body.data.since),
            )
            .map((each) => each.eventId),
        );
        if ('eventId' in body.data && events.size === 0) return mockError(404, errorMessages.webhookEventUnknown);
        return { queued: events.size };
      }),

      mockRoute(names.test, ({ params }) => {
        const entry = found(names.test, params);
        if (!('id' in entry)) return entry;
        if (!entry.enabled) return mockError(409, errorMessages.webhookEndpointDisabled);
        tests += 1;
        const eventId = `evt_mocktest${tests}`;
        const attempts = deliveries.get(entry.id) ?? [];
        const eventType: WebhookEventType = 'webhook.test';
        attempts.unshift({
          id: entry.id * 100 + 50 + tests,
          eventId,
          eventType,
          attempt: 1,
          attemptedAt: mockNow,
          status: 200,
          succeeded: true,
          durationMs: 95,
          error: null,
          responseBody: '{"ok":true}',
        });
        deliveries.set(entry.id, attempts);
        return { eventId };
      }),
    ];
  }

  return [
    ...handlers('account', {
      list: routes.webhookEndpoints,
      create: routes.createWebhookEndpoint,
      update: routes.updateWebhookEndpoint,
      remove: routes.deleteWebhookEndpoint,
      deliveries: routes.webhookDeliveries,
      resend: routes.resendWebhook,
      test: routes.testWebhook,
    }),
    ...handlers('business', {
      list: routes.adminWebhookEndpoints,
      create: routes.adminCreateWebhookEndpoint,
      update: routes.adminUpdateWebhookEndpoint,
      remove: routes.adminDeleteWebhookEndpoint,
      deliveries: routes.adminWebhookDeliveries,
      resend: routes.adminResendWebhook,
      test: routes.adminTestWebhook,
    }),
  ];
}
