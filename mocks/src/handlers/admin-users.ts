import {
  adminActivationsQuerySchema,
  adminEditUserRequestSchema,
  adminInsertWalletRecordRequestSchema,
  adminUserIdParamsSchema,
  adminUsersQuerySchema,
  adminWalletUserParamsSchema,
  auditQuerySchema,
  errorMessages,
  routes,
} from '@orbit/contract';
import type { AdminUser, AuditEntry, WalletRecord } from '@orbit/contract';
import { mockUsers } from '../fixtures.ts';
import { mockLicenses, mockNow, mockWalletBalance } from '../fixtures/client-area.ts';
import { mockError, mockRoute } from '../respond.ts';
import { bodyOf, parseOrReject, queryOf } from './client-area-helpers.ts';

const alpha3: Record<string, string> = { BR: 'BRA', PT: 'PRT', US: 'USA', FR: 'FRA' };

/** The mock accounts as the admin screens see them. */
export const mockAdminUsers: AdminUser[] = Object.values(mockUsers).map((user) => ({
  id: user.id,
  name: user.name,
  nameAsInContract: user.nameAsInContract,
  email: user.email,
  scope: user.scope,
  countryId: user.countryId,
  isoAlpha3: user.countryAlpha2 ? (alpha3[user.countryAlpha2] ?? null) : null,
  timezone: user.timezone,
  createdAt: user.createdAt,
  mayRequestUnblock: false,
}));

const contains = (value: string | null, part: string | undefined) =>
  !part || (value ?? '').toLowerCase().includes(part.toLowerCase());

/** Admin client calls over the mock accounts; edits and coin insertions live as long as the handlers. */
export function adminUsersHandlers() {
  const audit: AuditEntry[] = [];
  const recordsByKey = new Map<string, { userId: number; amount: number; record: WalletRecord }>();
  const findUser = (id: number) => mockAdminUsers.find((user) => user.id === id);

  return [
    mockRoute(routes.adminUsers, ({ request }) => {
      const query = parseOrReject(adminUsersQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const { name, email, nameasincontract, order, orderby, limit, offset } = query.data;
      const sign = order === 'asc' ? 1 : -1;
      const matching = mockAdminUsers
        .filter(
          (user) =>
            contains(user.name, name) &&
            contains(user.email, email) &&
            contains(user.nameAsInContract, nameasincontract),
        )
        .sort((a, b) => sign * (a[orderby] < b[orderby] ? -1 : a[orderby] > b[orderby] ? 1 : a.id - b.id));
      return {
        results: matching
          .slice(offset, offset + limit)
          .map(({ id, name: userName, email: userEmail, timezone, isoAlpha3, createdAt }) => ({
            id,
            name: userName,
            email: userEmail,
            timezone,
            isoAlpha3,
            createdAt,
          })),
        meta: { count: matching.length, limit, offset },
      };
    }),

    mockRoute(routes.adminUser, ({ params }) => {
      const parsed = parseOrReject(adminUserIdParamsSchema, { id: params.id });
      if ('error' in parsed) return parsed.error;
      return findUser(parsed.data.id) ?? mockError(404, errorMessages.notFound);
    }),

    mockRoute(routes.adminEditUser, async ({ params, request }) => {
      const id = parseOrReject(adminUserIdParamsSchema, { id: params.id });
      if ('error' in id) return id.error;
      const body = parseOrReject(adminEditUserRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const before = findUser(id.data.id);
      if (!before) return mockError(404, errorMessages.notFound);
      const { email, name, nameAsInContract, scope } = body.data;
      if (mockAdminUsers.some((user) => user.id !== before.id && user.email === email.toLowerCase())) {
        return mockError(409, errorMessages.emailTaken, { email: errorMessages.emailTaken });
      }
      const after: AdminUser = {
        ...before,
        email: email.toLowerCase(),
        name,
        nameAsInContract: nameAsInContract === undefined ? before.nameAsInContract : nameAsInContract || null,
        scope: scope ?? before.scope,
      };
      audit.unshift({
        id: audit.length + 1,
        actorUserId: mockUsers.admin.id,
        action: 'user.edit',
        targetType: 'user',
        targetId: String(before.id),
        before,
        after,
        createdAt: mockNow,
      });
      return after;
    }),

    mockRoute(routes.adminWalletBalance, ({ params }) => {
      const parsed = parseOrReject(adminWalletUserParamsSchema, { userId: params.userId });
      if ('error' in parsed) return parsed.error;
      return findUser(parsed.data.userId) ? mockWalletBalance : mockError(404, errorMessages.notFound);
    }),

    mockRoute(routes.adminInsertWalletRecord, async ({ params, request }) => {
      const target = parseOrReject(adminWalletUserParamsSchema, { userId: params.userId });
      if ('error' in target) return target.error;
      const key = request.headers.get('idempotency-key')?.trim();
      if (!key) return mockError(400, errorMessages.invalidInput, { 'idempotency-key': 'Required' });
      const body = parseOrReject(adminInsertWalletRecordRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      if (!findUser(target.data.userId)) return mockError(404, errorMessages.notFound);
      const { userId } = target.data;
      const { amount } = body.data;
      const first = recordsByKey.get(key);
      if (first) {
        return first.userId === userId && first.amount === amount
          ? first.record
          : mockError(422, errorMessages.idempotencyKeyReused);
      }
      const record = {
        id: recordsByKey.size + 1000,
        userId,
        amount,
        issuerUserId: mockUsers.admin.id,
        createdAt: mockNow,
      };
      recordsByKey.set(key, { userId, amount, record });
      return record;
    }),

    mockRoute(routes.adminUserActivations, ({ params, request }) => {
      const id = parseOrReject(adminUserIdParamsSchema, { id: params.id });
      if ('error' in id) return id.error;
      const query = parseOrReject(adminActivationsQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      if (!findUser(id.data.id)) return mockError(404, errorMessages.notFound);
      const owned = id.data.id === mockUsers.client.id ? mockLicenses : [];
      const offset = (query.data.page - 1) * query.data.limit;
      return {
        results: owned.slice(offset, offset + query.data.limit),
        meta: { count: owned.length, limit: query.data.limit, offset },
      };
    }),

    mockRoute(routes.adminAudit, ({ request }) => {
      const query = parseOrReject(auditQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const { targetType, targetId, limit, offset } = query.data;
      const entries = audit.filter((entry) => entry.targetType === targetType && entry.targetId === targetId);
      return { results: entries.slice(offset, offset + limit), meta: { count: entries.length, limit, offset } };
    }),
  ];
}
