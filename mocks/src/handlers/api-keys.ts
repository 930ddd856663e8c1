import {
  apiKeyIdParamsSchema,
  createApiKeyBodySchema,
  errorMessages,
  rollApiKeyBodySchema,
  routes,
} from '@orbit/contract';
import type { ApiKey, ApiKeyWithSecret, CurrentUser, RouteDefinition } from '@orbit/contract';
import { apiKeyPrefix, isStaff, type ApiKeyKind } from '@orbit/domain';
import { mockUsers } from '../fixtures.ts';
import { mockNow } from '../fixtures/client-area.ts';
import { mockError, mockRoute } from '../respond.ts';
import { bodyOf, parseOrReject } from './client-area-helpers.ts';
import type { MockSession } from './session.ts';

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;
/** An instant `days` after the mocks' "now" (before it when negative). */
const daysFromNow = (days: number) => new Date(Date.parse(mockNow) + days * dayMs).toISOString();

const admin = { id: mockUsers.admin.id, name: mockUsers.admin.name };
const client = { id: mockUsers.client.id, name: mockUsers.client.name };

function key(
  id: number,
  publicId: string,
  fields: Partial<ApiKey> & Pick<ApiKey, 'name' | 'kind' | 'createdBy'>,
): ApiKey {
  return {
    id,
    hint: `${apiKeyPrefix}${publicId}`,
    scopes: ['licenses:read'],
    allowedAddresses: [],
    createdAt: daysFromNow(-30),
    expiresAt: daysFromNow(60),
    lastUsedAt: null,
    lastUsedFrom: null,
    previousSecretExpiresAt: null,
    revokedAt: null,
    ...fields,
  };
}

/**
 * The business's keys (ADR 0092), newest first, one in each state a list shows: never used, live and used from an
 * allowed range, live after a roll whose previous secret still works, expiring within the week, revoked, expired.
 */
export const mockBusinessApiKeys: readonly ApiKey[] = [
  key(16, 'Hc7Ym3TtPa1B', {
    kind: 'business',
    name: 'Data warehouse (staging)',
    scopes: ['reports:read'],
    createdBy: admin,
    createdAt: daysFromNow(-2),
    expiresAt: daysFromNow(28),
  }),
  key(15, '4kQ9XbV2mT7p', {
    kind: 'business',
    name: 'Invoicing',
    scopes: ['licenses:read', 'wallet:read', 'wallet:write'],
    allowedAddresses: ['203.0.113.7', '198.51.100.0/24'],
    createdBy: admin,
    createdAt: daysFromNow(-12),
    expiresAt: daysFromNow(78),
    lastUsedAt: '2026-05-15T11:58:00.000Z',
    lastUsedFrom: '198.51.100.23',
  }),
  key(14, 'R2dZ8wLq0sNe', {
    kind: 'business',
    name: 'Brand portal',
    scopes: ['reports:read', 'devices:read'],
    createdBy: admin,
    createdAt: daysFromNow(-40),
    expiresAt: daysFromNow(140),
    lastUsedAt: '2026-05-15T09:12:00.000Z',
    lastUsedFrom: '2001:db8::42',
    previousSecretExpiresAt: daysFromNow(1),
  }),
  key(12, 'Vb0Nq5KsWe8J', {
    kind: 'business',
    name: 'Venue kiosk sync',
    scopes: ['licenses:read', 'devices:read'],
    createdBy: admin,
    createdAt: daysFromNow(-85),
    expiresAt: daysFromNow(5),
    lastUsedAt: '2026-05-14T22:40:00.000Z',
    lastUsedFrom: '203.0.113.50',
  }),
  key(9, 'Tz1Rk6Gh8Ds3', {
    kind: 'business',
    name: 'Leaked test key',
    scopes: ['wallet:read', 'wallet:write'],
    createdBy: admin,
    createdAt: daysFromNow(-90),
    expiresAt: daysFromNow(30),
    lastUsedAt: daysFromNow(-20),
    lastUsedFrom: '192.0.2.200',
    revokedAt: daysFromNow(-20),
  }),
  key(7, 'Pq4Lx9Zc2Mv6', {
    kind: 'business',
    name: 'Old reporting script',
    scopes: ['reports:read'],
    createdBy: admin,
    createdAt: daysFromNow(-120),
    expiresAt: daysFromNow(-30),
    lastUsedAt: daysFromNow(-31),
    lastUsedFrom: '203.0.113.9',
  }),
];

/** The mock client's own keys: one a venue's software uses, one that expired. */
export const mockAccountApiKeys: readonly ApiKey[] = [
  key(13, 'Km8Fp2Qw5Xr9', {
    kind: 'account',
    name: 'Venue software',
    scopes: ['licenses:read', 'reports:read'],
    createdBy: client,
    createdAt: daysFromNow(-20),
    expiresAt: daysFromNow(70),
    lastUsedAt: '2026-05-15T10:05:00.000Z',
    lastUsedFrom: '203.0.113.77',
  }),
  key(8, 'Jn3Bv7Cx1Ya4', {
    kind: 'account',
    name: 'Spreadsheet export',
    scopes: ['wallet:read'],
    createdBy: client,
    createdAt: daysFromNow(-100),
    expiresAt: daysFromNow(-10),
  }),
];

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** `length` base62 characters drawn from `seed`: the mocks' secrets are made up, but shaped like the server's. */
function base62Of(seed: number, length: number): string {
  let text = '';
  let state = seed * 2654435761;
  for (let index = 0; index < length; index++) {
    state = (state * 48271 + 11) % 2147483647;
    text += base62[state % 62];
  }
  return text;
}

/**
 * The API-key calls as the server answers them (ADR 0092): admins manage the business's keys, anyone signed in their
 * own account's; a secret is in the answer that made or rolled it only; a revoked or expired key is not rolled (409).
 */
export function apiKeysHandlers({ session }: { session: MockSession }) {
  const business = mockBusinessApiKeys.map((entry) => ({ ...entry }));
  const accounts = new Map<number, ApiKey[]>([
    [mockUsers.client.id, mockAccountApiKeys.map((entry) => ({ ...entry }))],
  ]);
  let nextId = 100;
  let secrets = 0;

  /** The caller, or the answer that refuses them: 401 without a session, 403 for a scope the route does not admit. */
  const caller = (route: RouteDefinition): CurrentUser | ReturnType<typeof mockError> => {
    const user = session.current;
    if (!user) return mockError(401, errorMessages.unauthenticated);
    if (route.access === 'staff' && (!isStaff(user.scope) || (route.scopes && !route.scopes.includes(user.scope)))) {
      return mockError(403, errorMessages.forbidden);
    }
    return user;
  };
  const listOf = (kind: ApiKeyKind, user: CurrentUser): ApiKey[] => {
    if (kind === 'business') return business;
    let own = accounts.get(user.id);
    if (!own) accounts.set(user.id, (own = []));
    return own;
  };
  const withSecret = (entry: ApiKey): ApiKeyWithSecret => {
    secrets += 1;
    const publicId = entry.hint.slice(apiKeyPrefix.length);
    return {
      key: { ...entry },
      secret: `${entry.hint}_${base62Of(secrets, 32)}${base62Of(secrets + publicId.length, 6)}`,
    };
  };

  function handlers(
    kind: ApiKeyKind,
    names: { list: RouteDefinition; create: RouteDefinition; roll: RouteDefinition; revoke: RouteDefinition },
  ) {
    const found = (list: ApiKey[], params: Record<string, unknown>) => {
      const id = parseOrReject(apiKeyIdParamsSchema, { id: params.id });
      if ('error' in id) return id.error;
      return list.find((entry) => entry.id === id.data.id) ?? mockError(404, errorMessages.notFound);
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
        const body = parseOrReject(createApiKeyBodySchema, await bodyOf(request));
        if ('error' in body) return body.error;
        const { name, scopes, expiresInDays, allowedAddresses } = body.data;
        const id = nextId++;
        const made = key(id, base62Of(id, 12), {
          kind,
          name,
          scopes,
          allowedAddresses,
          createdBy: { id: user.id, name: user.name },
          createdAt: mockNow,
          expiresAt: daysFromNow(expiresInDays),
        });
        listOf(kind, user).push(made);
        return withSecret(made);
      }),

      mockRoute(names.roll, async ({ request, params }) => {
        const user = caller(names.roll);
        if (!('id' in user)) return user;
        const entry = found(listOf(kind, user), params);
        if (!('id' in entry)) return entry;
        const body = parseOrReject(rollApiKeyBodySchema, (await bodyOf(request)) ?? {});
        if ('error' in body) return body.error;
        if (entry.revokedAt !== null) return mockError(409, errorMessages.apiKeyRevoked);
        if (Date.parse(entry.expiresAt) <= Date.parse(mockNow)) return mockError(409, errorMessages.apiKeyExpired);
        const { overlapHours } = body.data;
        entry.previousSecretExpiresAt =
          overlapHours > 0 ? new Date(Date.parse(mockNow) + overlapHours * hourMs).toISOString() : null;
        return withSecret(entry);
      }),

      mockRoute(names.revoke, ({ params }) => {
        const user = caller(names.revoke);
        if (!('id' in user)) return user;
        const entry = found(listOf(kind, user), params);
        if (!('id' in entry)) return entry;
        // Revoking again answers the key as it is, as on the server.
        if (entry.revokedAt === null) {
          entry.revokedAt = mockNow;
          entry.previousSecretExpiresAt = null;
        }
        return { ...entry };
      }),
    ];
  }

  return [
    ...handlers('account', {
      list: routes.apiKeys,
      create: routes.createApiKey,
      roll: routes.rollApiKey,
      revoke: routes.revokeApiKey,
    }),
    ...handlers('business', {
      list: routes.adminApiKeys,
      create: routes.adminCreateApiKey,
      roll: routes.adminRollApiKey,
      revoke: routes.adminRevokeApiKey,
    }),
  ];
}
