import type {
  AdminDevice,
  AdminUser,
  BlockingOrder,
  ClientActivityEntry,
  Tariff,
  WalletBalance,
} from '@orbit/contract';

/** A client as staff see it, for the admin stories (the mock API's client, spelled out: ui never imports mocks). */
export const storyClient: AdminUser = {
  id: 4,
  name: 'Carla Mendes Rodrigues',
  nameAsInContract: 'Carla Mendes Rodrigues ME',
  email: 'client@example.com',
  scope: 'user',
  countryId: 76,
  isoAlpha3: 'BRA',
  timezone: 'America/Sao_Paulo',
  createdAt: '2024-03-18T14:30:00.000Z',
  mayRequestUnblock: false,
  disabledAt: null,
  pendingEmailChange: null,
};

export const storyBalance: WalletBalance = { coinsBalance: 12_480, tickets: 3_215 };

/** The block the account put on itself when its coins ran out, finished by the system when coins arrived (ADR 0049). */
export const storyAutomaticOrder: BlockingOrder = {
  id: 40,
  code: 2,
  licenseKey: null,
  licenseLabel: null,
  reason: 'insufficient-coin-balance',
  createdAt: '2026-03-28T20:14:00.000Z',
  issuerUserId: null,
  expiresAt: null,
  revokedAt: '2026-04-03T13:00:00.000Z',
};

/** An account-wide order still active, the system's finished one and a finished licence order. */
export const storyOrders: readonly BlockingOrder[] = [
  {
    id: 42,
    code: 2,
    licenseKey: null,
    licenseLabel: null,
    reason: 'insufficient-coin-balance',
    createdAt: '2026-04-25T10:00:00.000Z',
    issuerUserId: 2,
    expiresAt: null,
    revokedAt: null,
  },
  storyAutomaticOrder,
  {
    id: 31,
    code: 3,
    licenseKey: 'B4NH-6J8D-2KLV-5PQS',
    licenseLabel: 'Parque Aventura 2',
    reason: 'pending-part-devolution',
    createdAt: '2025-10-02T09:00:00.000Z',
    issuerUserId: 1,
    expiresAt: null,
    revokedAt: '2025-10-20T15:00:00.000Z',
  },
];

const admin = { id: 1, name: 'Helena Admin' };
const supervisor = { id: 2, name: 'Lucas Almeida' };
const license = { key: 'K7QF-3M2P-XR8T-9WZC', label: 'Parque Aventura 1' };

function entry(
  id: number,
  action: string,
  targetType: ClientActivityEntry['targetType'],
  targetId: string,
  after: unknown,
  createdAt: string,
  actor: { id: number; name: string } | null = admin,
  before: unknown = null,
): ClientActivityEntry {
  return {
    id,
    actorUserId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    action,
    targetType,
    targetId,
    before,
    after,
    createdAt,
  };
}

/** One entry of each kind the timeline tells, newest first. */
export const storyActivity: readonly ClientActivityEntry[] = [
  entry(9, 'security.sessions.ended', 'user', '4', { sessionsEnded: 2 }, '2026-05-14T16:20:00.000Z'),
  entry(8, 'user.edit', 'user', '4', { scope: 'user' }, '2026-05-12T10:05:00.000Z', supervisor, { scope: 'user' }),
  entry(7, 'walletRecord.insert', 'user', '4', { amount: 500 }, '2026-05-02T14:30:00.000Z', supervisor),
  entry(6, 'blockingOrder.create', 'blockingOrder', '42', storyOrders[0], '2026-04-25T10:00:00.000Z', supervisor),
  entry(
    5,
    'license.gameModel',
    'license',
    license.key,
    { ...license, gameModel: 'BubbleCoaster' },
    '2026-04-02T09:00:00.000Z',
  ),
  entry(4, 'license.unlimited', 'license', license.key, license, '2026-03-20T09:00:00.000Z'),
  entry(3, 'license.create', 'license', license.key, license, '2026-03-01T09:00:00.000Z', null),
];

const machine = (id: number, hostname: string, status: AdminDevice['status']) => ({
  id,
  licenseKey: license.key,
  licenseLabel: license.label,
  status,
  hostname,
  appVersion: '3.2.0',
  gameVersion: '1.8.4',
});
const system = null;
const automaticOrder = { ...storyAutomaticOrder, userId: 4, automatic: true };

/** The device side's entries (ADR 0049), newest first: what the system did, what staff did to machines and tariff. */
export const storyDeviceActivity: readonly ClientActivityEntry[] = [
  entry(
    16,
    'tariff.set',
    'user',
    '4',
    { coinsPerCustomer: 3, since: '2026-05-13T09:00:00.000Z' },
    '2026-05-13T09:00:00.000Z',
    supervisor,
    { coinsPerCustomer: 2, since: '2026-03-10T12:00:00.000Z' },
  ),
  entry(
    15,
    'device.revoke',
    'device',
    '41',
    machine(41, 'aventura-orbit-01', 'revoked'),
    '2026-05-08T17:30:00.000Z',
    admin,
    machine(41, 'aventura-orbit-01', 'active'),
  ),
  entry(
    14,
    'device.free',
    'device',
    '37',
    machine(37, 'aventura-orbit-old', 'replaced'),
    '2026-04-20T15:00:00.000Z',
    supervisor,
    machine(37, 'aventura-orbit-old', 'active'),
  ),
  entry(13, 'blockingOrder.finish', 'blockingOrder', '40', automaticOrder, '2026-04-03T13:00:00.000Z', system, {
    ...automaticOrder,
    revokedAt: null,
  }),
  entry(
    12,
    'blockingOrder.create',
    'blockingOrder',
    '40',
    { ...automaticOrder, revokedAt: null },
    '2026-03-28T20:14:00.000Z',
    system,
  ),
  entry(
    11,
    'device.activate',
    'device',
    '41',
    machine(41, 'aventura-orbit-01', 'active'),
    '2026-03-01T14:00:00.000Z',
    system,
  ),
];

/** Every machine state lives in the mock API's fixture (`mockDevices`); the story tariff is the mock client's. */
export const storyTariff: Tariff = { coinsPerCustomer: 2, since: '2026-03-10T12:00:00.000Z' };
