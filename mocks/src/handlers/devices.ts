import {
  adminSetTariffRequestSchema,
  adminUserIdParamsSchema,
  deviceIdParamsSchema,
  errorMessages,
  routes,
} from '@orbit/contract';
import type { AdminDevice, AuditEntry, RouteDefinition, Tariff } from '@orbit/contract';
import { isStaff } from '@orbit/domain';
import { mockUsers } from '../fixtures.ts';
import { mockNow } from '../fixtures/client-area.ts';
import { auditedDevice, mockDefaultTariff, mockDevices, mockTariff, withCoasterStatus } from '../fixtures/devices.ts';
import { mockError, mockRoute } from '../respond.ts';
import { bodyOf, parseOrReject } from './client-area-helpers.ts';
import { createMockSession, type MockSession } from './session.ts';

/** The mock client's machines and every client's tariff, changed by staff actions while the handlers last. */
export interface MockDeviceStore {
  devices: AdminDevice[];
  tariffs: Map<number, Tariff>;
}

export function createDeviceStore(): MockDeviceStore {
  return {
    devices: mockDevices.map((device) => ({ ...device })),
    tariffs: new Map([[mockUsers.client.id, mockTariff]]),
  };
}

interface DevicesHandlerOptions {
  /** The machines and tariffs, shared with the client page's licence list. */
  store?: MockDeviceStore;
  /** The audit log the client page's timeline reads. */
  audit?: AuditEntry[];
  /** Who calls: the scopes of each route are checked as the server checks them. */
  session?: MockSession;
}

/**
 * The client page's machines and tariff (ADR 0049): list, free and revoke a machine, read and set the tariff. Only
 * the mock client has machines; a staff account has none and no tariff (409, as the server answers).
 */
export function devicesHandlers({
  store = createDeviceStore(),
  audit = [],
  session = createMockSession({ signedInAs: mockUsers.admin }),
}: DevicesHandlerOptions = {}) {
  const knownUser = (id: number) => Object.values(mockUsers).some((user) => user.id === id);
  /** 404 for nobody, 409 for a staff account: tariffs are clients' only. */
  const tariffRefusal = (id: number) => {
    const user = Object.values(mockUsers).find((candidate) => candidate.id === id);
    if (!user) return mockError(404, errorMessages.notFound);
    return user.scope === 'user' ? undefined : mockError(409, errorMessages.tariffClientsOnly);
  };

  /** 401 without a session, 403 for a scope the route does not admit; undefined when the caller may. */
  const refusal = (route: RouteDefinition) => {
    const caller = session.current;
    if (!caller) return mockError(401, errorMessages.unauthenticated);
    if (!isStaff(caller.scope) || (route.scopes && !route.scopes.includes(caller.scope))) {
      return mockError(403, errorMessages.forbidden);
    }
    return undefined;
  };

  const record = (entry: Omit<AuditEntry, 'id' | 'actorUserId' | 'createdAt'>) =>
    audit.unshift({ ...entry, id: audit.length + 1, actorUserId: session.current?.id ?? null, createdAt: mockNow });

  /** Frees or revokes a machine as the server does: 404 unknown, 409 when the change no longer applies, audited. */
  const change = (route: RouteDefinition, params: Record<string, unknown>, kind: 'free' | 'revoke') => {
    const refused = refusal(route);
    if (refused) return refused;
    const id = parseOrReject(deviceIdParamsSchema, { deviceId: params.deviceId });
    if ('error' in id) return id.error;
    const index = store.devices.findIndex((device) => device.id === id.data.deviceId);
    const before = store.devices[index];
    if (!before) return mockError(404, errorMessages.notFound);
    // A revoked machine takes no change; a replaced one may still be revoked, not freed again.
    if (before.status === 'revoked' || (kind === 'free' && before.status === 'replaced')) {
      return mockError(409, errorMessages.deviceNotActive);
    }
    const after = withCoasterStatus(
      kind === 'free'
        ? { ...auditedDevice(before), status: 'replaced', freedAt: mockNow }
        : { ...auditedDevice(before), status: 'revoked', revokedAt: mockNow },
    );
    store.devices[index] = after;
    const audited = { before: auditedDevice(before), after: auditedDevice(after) };
    record({ action: `device.${kind}`, targetType: 'device', targetId: String(after.id), ...audited });
    return after;
  };

  return [
    mockRoute(routes.adminUserDevices, ({ params }) => {
      const refused = refusal(routes.adminUserDevices);
      if (refused) return refused;
      const id = parseOrReject(adminUserIdParamsSchema, { id: params.id });
      if ('error' in id) return id.error;
      if (!knownUser(id.data.id)) return mockError(404, errorMessages.notFound);
      const results = id.data.id === mockUsers.client.id ? store.devices : [];
      return { results: [...results].sort((a, b) => b.activatedAt.localeCompare(a.activatedAt)) };
    }),

    mockRoute(routes.adminFreeDevice, ({ params }) => change(routes.adminFreeDevice, params, 'free')),

    mockRoute(routes.adminRevokeDevice, ({ params }) => change(routes.adminRevokeDevice, params, 'revoke')),

    mockRoute(routes.adminUserTariff, ({ params }) => {
      const refused = refusal(routes.adminUserTariff);
      if (refused) return refused;
      const id = parseOrReject(adminUserIdParamsSchema, { id: params.id });
      if ('error' in id) return id.error;
      return tariffRefusal(id.data.id) ?? store.tariffs.get(id.data.id) ?? mockDefaultTariff;
    }),

    mockRoute(routes.adminSetUserTariff, async ({ params, request }) => {
      const refused = refusal(routes.adminSetUserTariff);
      if (refused) return refused;
      const id = parseOrReject(adminUserIdParamsSchema, { id: params.id });
      if ('error' in id) return id.error;
      const body = parseOrReject(adminSetTariffRequestSchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const notClient = tariffRefusal(id.data.id);
      if (notClient) return notClient;
      const before = store.tariffs.get(id.data.id) ?? mockDefaultTariff;
      const after: Tariff = { coinsPerCustomer: body.data.coinsPerCustomer, since: mockNow };
      store.tariffs.set(id.data.id, after);
      record({ action: 'tariff.set', targetType: 'user', targetId: String(id.data.id), before, after });
      return after;
    }),
  ];
}
