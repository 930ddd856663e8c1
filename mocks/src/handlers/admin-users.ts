import {
  adminActivationsQuerySchema,
  adminCreateBlockingOrderRequestSchema,
  adminCreateLicenseRequestSchema,
  adminFinishBlockingOrderRequestSchema,
  adminEditUserRequestSchema,
  adminInsertWalletRecordRequestSchema,
  adminLicenseGameModelRequestSchema,
  adminLicenseKeyRequestSchema,
  adminUserIdParamsSchema,
  adminUsersQuerySchema,
  adminWalletUserParamsSchema,
  auditQuerySchema,
  clientActivityQuerySchema,
  errorMessages,
  licenseActionRefusalMessages,
  routes,
} from '@orbit/contract';
import type { AdminUser, AuditEntry, BlockingOrder, ClientLicense, WalletRecord } from '@orbit/contract';
import { blockReasonCodes, licenseActionRefusal, limits, staffPermissions, type LicenseAction } from '@orbit/domain';
import { mockUsers } from '../fixtures.ts';
import {
  mockAutomaticOrder,
  mockBlockingOrders,
  mockLicenses,
  mockNow,
  mockWalletBalance,
} from '../fixtures/client-area.ts';
import { licenseDeviceOf, mockDeviceHistory } from '../fixtures/devices.ts';
import { mockError, mockRoute } from '../respond.ts';
import { bodyOf, parseOrReject, queryOf } from './client-area-helpers.ts';
import { createDeviceStore, type MockDeviceStore } from './devices.ts';
import { createHeldScenarios, type HeldScenarios } from './held-scenarios.ts';
import { createMockSession, refusedWithoutRecentProof, type MockSession } from './session.ts';

/** When a change of email asked for at `requestedAt` lapses unconfirmed. */
export const emailChangeExpiry = (requestedAt: string) =>
  new Date(Date.parse(requestedAt) + limits.emailChangeLinkHours * 3_600_000).toISOString();

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
  disabledAt: null,
  pendingEmailChange: null,
}));

const contains = (value: string | null, part: string | undefined) =>
  !part || (value ?? '').toLowerCase().includes(part.toLowerCase());

/**
 * What staff and the system did about the mock client before the handlers start, newest first (the timeline's
 * stories): a coin insertion, the blocking orders staff made and finished, and the device side's entries (ADR 0049).
 */
const mockClientHistory: Omit<AuditEntry, 'id'>[] = [
  {
    actorUserId: mockUsers.supervisor.id,
    action: 'walletRecord.insert',
    targetType: 'user',
    targetId: String(mockUsers.client.id),
    before: null,
    after: { id: 990, userId: mockUsers.client.id, amount: 500, issuerUserId: mockUsers.supervisor.id },
    createdAt: '2026-05-02T14:30:00.000Z',
  },
  ...mockBlockingOrders
    .filter((order) => order.issuerUserId !== null)
    .flatMap((order): Omit<AuditEntry, 'id'>[] => [
      {
        actorUserId: mockUsers.admin.id,
        action: 'blockingOrder.finish',
        targetType: 'blockingOrder',
        targetId: String(order.id),
        before: { ...order, revokedAt: null },
        after: order,
        createdAt: order.revokedAt ?? order.createdAt,
      },
      {
        actorUserId: mockUsers.admin.id,
        action: 'blockingOrder.create',
        targetType: 'blockingOrder',
        targetId: String(order.id),
        before: null,
        after: { ...order, revokedAt: null },
        createdAt: order.createdAt,
      },
    ]),
  ...mockDeviceHistory(mockAutomaticOrder),
];

/** A fresh audit log with the mock client's history, newest first; ids count up from the oldest. */
export function createMockAudit(): AuditEntry[] {
  return mockClientHistory
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((entry, index) => ({ ...entry, id: mockClientHistory.length - index }));
}

interface AdminUsersHandlerOptions {
  /** The scenarios each licence holds, shared with the scenario transfers. */
  held?: HeldScenarios;
  /** The audit log, shared with the device handlers. */
  audit?: AuditEntry[];
  /** The machines of the licences, shared with the device handlers. */
  devices?: MockDeviceStore;
  /** Who is signed in: only those who may read security events get them from the audit calls (ADR 0054). */
  session?: MockSession;
}

/** Admin client calls over the mock accounts; edits and coin insertions live as long as the handlers. */
export function adminUsersHandlers({
  held = createHeldScenarios(),
  audit = createMockAudit(),
  devices = createDeviceStore(),
  session = createMockSession({ signedInAs: mockUsers.admin }),
}: AdminUsersHandlerOptions = {}) {
  /** The entries the signed-in reader may see: security events only for those who may read them, as the server. */
  const readable = (entries: AuditEntry[]) =>
    session.current && staffPermissions(session.current.scope).readSecurityEvents
      ? entries
      : entries.filter((entry) => !entry.action.startsWith('security.'));
  const recordsByKey = new Map<string, { userId: number; amount: number; record: WalletRecord }>();
  /** Disabled states set through these handlers, over the fixed mock accounts. */
  const disabledAt = new Map<number, string | null>();
  /** Users as edited through these handlers. */
  const edited = new Map<number, AdminUser>();
  const findUser = (id: number): AdminUser | undefined => {
    const user = edited.get(id) ?? mockAdminUsers.find((candidate) => candidate.id === id);
    return user && { ...user, disabledAt: disabledAt.get(id) ?? user.disabledAt };
  };
  /** Orders per user id; the mock client starts with the client area's orders. */
  const orders = new Map<number, BlockingOrder[]>([[mockUsers.client.id, [...mockBlockingOrders]]]);
  const ordersOf = (userId: number) => orders.get(userId) ?? [];
  /** The mock client's licences by key, changed by the licence actions. */
  const licenses = new Map(mockLicenses.map((license) => [license.key, { ...license }]));
  const record = (entry: Omit<AuditEntry, 'id' | 'actorUserId' | 'createdAt'>) =>
    audit.unshift({ ...entry, id: audit.length + 1, actorUserId: mockUsers.admin.id, createdAt: mockNow });

  /** A licence as the server audits it: its machine without the status, which moves with time (ADR 0084). */
  const audited = ({ device, ...license }: ClientLicense) => {
    if (!device) return { ...license, device };
    const { coasterStatus: _moving, ...kept } = device;
    return { ...license, device: kept };
  };

  /** Applies a licence action as the server does: 404 unknown, 409 when the domain's rule refuses it, audited. */
  const act = (key: string, action: string, licenseAction: LicenseAction, change: Partial<ClientLicense>) => {
    const before = licenses.get(key);
    if (!before) return mockError(404, errorMessages.notFound);
    const refusal = licenseActionRefusal(before, licenseAction);
    if (refusal) return mockError(409, licenseActionRefusalMessages[refusal]);
    const after = { ...before, ...change, updatedAt: mockNow };
    licenses.set(key, after);
    record({ action, targetType: 'license', targetId: key, before: audited(before), after: audited(after) });
    return { ...after, device: licenseDeviceOf(devices.devices, after) };
  };

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
      // A scope or an address decides who holds the account: it needs a recent proof (ADR 0058).
      const sensitive = (scope !== undefined && scope !== before.scope) || email.toLowerCase() !== before.email;
      const refused = sensitive ? refusedWithoutRecentProof(session) : undefined;
      if (refused) return refused;
      if (mockAdminUsers.some((user) => user.id !== before.id && user.email === email.toLowerCase())) {
        return mockError(409, errorMessages.emailTaken, { email: errorMessages.emailTaken });
      }
      // A new email waits for the new address to confirm it, as on the server (ADR 0055).
      const newEmail = email.toLowerCase();
      const after: AdminUser = {
        ...before,
        pendingEmailChange:
          newEmail === before.email
            ? before.pendingEmailChange
            : { email: newEmail, requestedAt: mockNow, expiresAt: emailChangeExpiry(mockNow), byStaff: true },
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
      edited.set(after.id, after);
      return after;
    }),

    // Account security (ADR 0020): the mock admin's own account cannot be disabled, like the server's.
    mockRoute(routes.adminEndUserSessions, ({ params }) => {
      const parsed = parseOrReject(adminUserIdParamsSchema, { id: params.id });
      if ('error' in parsed) return parsed.error;
      const user = findUser(parsed.data.id);
      if (!user) return mockError(404, errorMessages.notFound);
      const refused = refusedWithoutRecentProof(session);
      if (refused) return refused;
      record({
        action: 'security.sessions.ended',
        targetType: 'user',
        targetId: String(user.id),
        before: null,
        after: { sessionsEnded: 1 },
      });
      return { message: 'Sessions ended', ended: 1 };
    }),

    ...(['disable', 'enable'] as const).map((change) =>
      mockRoute(change === 'disable' ? routes.adminDisableUser : routes.adminEnableUser, ({ params }) => {
        const parsed = parseOrReject(adminUserIdParamsSchema, { id: params.id });
        if ('error' in parsed) return parsed.error;
        const before = findUser(parsed.data.id);
        if (!before) return mockError(404, errorMessages.notFound);
        if (change === 'disable' && before.id === mockUsers.admin.id) return mockError(403, errorMessages.ownAccount);
        const refused = refusedWithoutRecentProof(session);
        if (refused) return refused;
        const after: AdminUser = {
          ...before,
          disabledAt: change === 'disable' ? (before.disabledAt ?? mockNow) : null,
        };
        if (after.disabledAt === before.disabledAt) return before;
        disabledAt.set(before.id, after.disabledAt);
        record({
          action: `security.account.${change}d`,
          targetType: 'user',
          targetId: String(before.id),
          before,
          after,
        });
        return after;
      }),
    ),

    mockRoute(routes.adminWalletBalance, ({ params }) => {
      const parsed = parseOrReject(adminWalletUserParamsSchema, { userId: params.userId });
      if ('error' in parsed) return parsed.error;
      if (!findUser(parsed.data.userId)) return mockError(404, errorMessages.notFound);
      const inserted = [...recordsByKey.values()]
        .filter((entry) => entry.userId === parsed.data.userId)
        .reduce((sum, entry) => sum + entry.amount, 0);
      return { ...mockWalletBalance, coinsBalance: mockWalletBalance.coinsBalance + inserted };
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
      // A debit above the demo threshold waits for a second staff member, as the server's default (ADR 0057).
      if (amount < -1000) {
        const refused = refusedWithoutRecentProof(session);
        if (refused) return refused;
        return {
          pendingApproval: {
            id: 100,
            userId,
            userName: findUser(userId)?.name ?? '',
            amount,
            requestedByUserId: mockUsers.admin.id,
            requestedByName: mockUsers.admin.name,
            requestedAt: mockNow,
            status: 'pending' as const,
            decidedByUserId: null,
            decidedByName: null,
            decidedAt: null,
            walletRecordId: null,
          },
        };
      }
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
      audit.unshift({
        id: audit.length + 1,
        actorUserId: mockUsers.admin.id,
        action: 'walletRecord.insert',
        targetType: 'user',
        targetId: String(userId),
        before: null,
        after: record,
        createdAt: mockNow,
      });
      return record;
    }),

    mockRoute(routes.adminUserActivations, ({ params, request }) => {
      const id = parseOrReject(adminUserIdParamsSchema, { id: params.id });
      if ('error' in id) return id.error;
      const query = parseOrReject(adminActivationsQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      if (!findUser(id.data.id)) return mockError(404, errorMessages.notFound);
      // The scenarios a licence holds come from the transfers and removals (scenariosHandlers).
      const owned =
        id.data.id === mockUsers.client.id
          ? [...licenses.values()].map((license) => ({
              ...license,
              scenariosObtained: held.get(license.key) ?? license.scenariosObtained,
              device: licenseDeviceOf(devices.devices, license),
            }))
          : [];
      const offset = (query.data.page - 1) * query.data.limit;
      return {
        results: owned.slice(offset, offset + query.data.limit),
        meta: { count: owned.length, limit: query.data.limit, offset },
      };
    }),

    mockRoute(routes.adminBlockingOrders, ({ params }) => {
      const id = parseOrReject(adminUserIdParamsSchema, { id: params.id });
      if ('error' in id) return id.error;
      return findUser(id.data.id) ? { results: ordersOf(id.data.id) } : mockError(404, errorMessages.notFound);
    }),

    mockRoute(routes.adminCreateBlockingOrder, async ({ request }) => {
      const body = parseOrReject(adminCreateBlockingOrderRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const { reason, licenseKey, userId } = body.data;
      // Only the mock client owns licences.
      const license = licenseKey === undefined ? undefined : licenses.get(licenseKey);
      if (licenseKey !== undefined && !license) return mockError(404, errorMessages.notFound);
      const ownerId = license ? mockUsers.client.id : userId;
      if (ownerId === undefined || !findUser(ownerId)) return mockError(404, errorMessages.notFound);
      if (userId !== undefined && userId !== ownerId) {
        return mockError(409, errorMessages.licenseOfAnotherUser, { licenseKey: errorMessages.licenseOfAnotherUser });
      }
      if (license?.revokedAt) return mockError(409, errorMessages.licenseRevoked);
      const order: BlockingOrder = {
        id: 500 + audit.length,
        code: blockReasonCodes[reason],
        licenseKey: license?.key ?? null,
        licenseLabel: license?.label ?? null,
        reason,
        createdAt: mockNow,
        issuerUserId: mockUsers.admin.id,
        expiresAt: null,
        revokedAt: null,
      };
      orders.set(ownerId, [order, ...ordersOf(ownerId)]);
      record({
        action: 'blockingOrder.create',
        targetType: 'blockingOrder',
        targetId: String(order.id),
        before: null,
        after: order,
      });
      return order;
    }),

    mockRoute(routes.adminFinishBlockingOrder, async ({ request }) => {
      const body = parseOrReject(adminFinishBlockingOrderRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      for (const [userId, list] of orders) {
        const before = list.find((order) => order.id === body.data.id);
        if (!before) continue;
        if (before.revokedAt) return mockError(409, errorMessages.blockingOrderFinished);
        const after = { ...before, revokedAt: mockNow };
        orders.set(
          userId,
          list.map((order) => (order === before ? after : order)),
        );
        record({
          action: 'blockingOrder.finish',
          targetType: 'blockingOrder',
          targetId: String(after.id),
          before,
          after,
        });
        return after;
      }
      return mockError(404, errorMessages.notFound);
    }),

    mockRoute(routes.adminCreateLicense, async ({ request }) => {
      const body = parseOrReject(adminCreateLicenseRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const { userId, label, gameModel, notes, unlimitedSince, unlimitedOfflineTimeSince } = body.data;
      if (!findUser(userId)) return mockError(404, errorMessages.notFound);
      // Only the mock client's licences are kept, so only its labels can clash.
      if (userId === mockUsers.client.id && [...licenses.values()].some((license) => license.label === label)) {
        return mockError(409, errorMessages.labelTaken, { label: errorMessages.labelTaken });
      }
      const key = `ORB-MOCK-${String(licenses.size + 1).padStart(4, '0')}-0000`;
      const created: ClientLicense = {
        id: 900 + licenses.size,
        key,
        label,
        gameModel,
        notes: notes ?? '',
        issuerUserId: mockUsers.admin.id,
        userId,
        createdAt: mockNow,
        updatedAt: mockNow,
        revokedAt: null,
        revokedUserId: null,
        unlimitedSince: unlimitedSince ?? null,
        unlimitedOfflineTimeSince: unlimitedOfflineTimeSince ?? null,
        scenariosObtained: [],
        device: null,
      };
      if (userId === mockUsers.client.id) licenses.set(key, created);
      record({ action: 'license.create', targetType: 'license', targetId: key, before: null, after: created });
      return { key, label };
    }),

    mockRoute(routes.adminLicenseGameModel, async ({ params, request }) => {
      const body = parseOrReject(adminLicenseGameModelRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      return act(String(params.licenseKey), 'license.gameModel', 'gameModel', { gameModel: body.data.gameModel });
    }),

    mockRoute(routes.adminRevokeLicense, async ({ request }) => {
      const body = parseOrReject(adminLicenseKeyRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      return act(body.data.licenseKey, 'license.revoke', 'revoke', {
        revokedAt: mockNow,
        revokedUserId: mockUsers.admin.id,
      });
    }),

    mockRoute(routes.adminUnlimitedLicense, async ({ request }) => {
      const body = parseOrReject(adminLicenseKeyRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      return act(body.data.licenseKey, 'license.unlimited', 'unlimited', { unlimitedSince: mockNow });
    }),

    mockRoute(routes.adminBlockOfflineLicense, async ({ request }) => {
      const body = parseOrReject(adminLicenseKeyRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      return act(body.data.licenseKey, 'license.blockOffline', 'offline', { unlimitedOfflineTimeSince: mockNow });
    }),

    mockRoute(routes.adminAudit, ({ request }) => {
      const query = parseOrReject(auditQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const { targetType, targetId, action, limit, offset } = query.data;
      const mayReadSecurityEvents = session.current && staffPermissions(session.current.scope).readSecurityEvents;
      if (!mayReadSecurityEvents && action?.startsWith('security')) return mockError(403, errorMessages.forbidden);
      const entries = readable(audit).filter(
        (entry) =>
          entry.targetType === targetType &&
          (targetId === undefined || entry.targetId === targetId) &&
          (action === undefined || entry.action.startsWith(action)),
      );
      return { results: entries.slice(offset, offset + limit), meta: { count: entries.length, limit, offset } };
    }),

    // The client page's timeline (ADR 0024): the user's entries, its licences' and its orders'.
    mockRoute(routes.adminUserAudit, ({ params, request }) => {
      const id = parseOrReject(adminUserIdParamsSchema, { id: params.id });
      if ('error' in id) return id.error;
      const query = parseOrReject(clientActivityQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      if (!findUser(id.data.id)) return mockError(404, errorMessages.notFound);
      const userId = String(id.data.id);
      const orderIds = new Set(ordersOf(id.data.id).map((order) => String(order.id)));
      const ownsLicenses = id.data.id === mockUsers.client.id;
      const deviceIds = new Set(ownsLicenses ? devices.devices.map((device) => String(device.id)) : []);
      const entries = readable(audit).filter(
        (entry) =>
          (entry.targetType === 'user' && entry.targetId === userId) ||
          (entry.targetType === 'blockingOrder' && orderIds.has(entry.targetId)) ||
          (entry.targetType === 'license' && ownsLicenses && licenses.has(entry.targetId)) ||
          (entry.targetType === 'device' && deviceIds.has(entry.targetId)),
      );
      const { limit, offset } = query.data;
      return {
        results: entries.slice(offset, offset + limit).map((entry) => ({
          ...entry,
          actorName: mockAdminUsers.find((user) => user.id === entry.actorUserId)?.name ?? null,
        })),
        meta: { count: entries.length, limit, offset },
      };
    }),
  ];
}
