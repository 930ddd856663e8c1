import type { Notification, NotificationPreferences } from '@orbit/contract';
import { notificationLink, type NotificationKind, type NotificationParams } from '@orbit/domain';

function storyNotification<Kind extends NotificationKind>(
  id: number,
  kind: Kind,
  params: NotificationParams[Kind],
  at: string,
  { count = 1, read = false }: { count?: number; read?: boolean } = {},
): Notification {
  return {
    id,
    kind,
    params,
    count,
    link: notificationLink(kind, params),
    createdAt: at,
    updatedAt: at,
    readAt: read ? at : null,
  };
}

/**
 * A client's newest notifications for the stories (the mock API's, spelled out: ui never imports mocks): three
 * unread, coins inserted three times within the hour among them, grouped; then older ones, read. “Now” is
 * 2026-05-15 12:00 UTC in every story.
 */
export const storyNotifications: readonly Notification[] = [
  storyNotification(1, 'coinsInserted', { coins: 1500, balance: 8200 }, '2026-05-15T10:40:00.000Z', { count: 3 }),
  storyNotification(2, 'licenseCreated', { label: 'Shopping Norte 1' }, '2026-05-14T16:20:00.000Z'),
  storyNotification(3, 'secondFactorChanged', { change: 'passkeyAdded' }, '2026-05-13T09:05:00.000Z'),
  storyNotification(4, 'accountUnblocked', { licenseKey: null }, '2026-05-09T13:30:00.000Z', { read: true }),
  storyNotification(5, 'temporaryUnblockGranted', { until: '2026-05-09T12:00:00.000Z' }, '2026-05-02T12:00:00.000Z', {
    read: true,
  }),
  storyNotification(
    6,
    'accountBlocked',
    { reason: 'insufficient-coin-balance', code: 2, licenseKey: null },
    '2026-05-02T08:15:00.000Z',
    { read: true },
  ),
];

/** A staff member's: a debit to approve (two, grouped) and a sign-in from a new browser. */
export const storyStaffNotifications: readonly Notification[] = [
  storyNotification(
    21,
    'debitAwaitingApproval',
    { clientName: 'Carla Mendes Rodrigues', coins: 7500 },
    '2026-05-15T08:00:00.000Z',
    { count: 2 },
  ),
  storyNotification(22, 'newSignIn', { browser: 'Firefox on Windows' }, '2026-05-12T07:45:00.000Z'),
  storyNotification(
    23,
    'debitDecided',
    { clientName: 'Carla Mendes Rodrigues', coins: 1200, approved: true },
    '2026-05-11T15:10:00.000Z',
    { read: true },
  ),
];

/** A client's preferences: the catalogue's defaults but coins by mail, and the two security kinds. */
export const storyPreferences: NotificationPreferences = {
  kinds: [
    { kind: 'accountBlocked', console: true, mail: true, security: false },
    { kind: 'accountUnblocked', console: true, mail: true, security: false },
    { kind: 'temporaryUnblockGranted', console: true, mail: false, security: false },
    { kind: 'temporaryUnblockEnded', console: true, mail: true, security: false },
    { kind: 'coinsInserted', console: true, mail: true, security: false },
    { kind: 'licenseCreated', console: true, mail: true, security: false },
    { kind: 'licenseRevoked', console: true, mail: true, security: false },
    { kind: 'newSignIn', console: true, mail: true, security: true },
    { kind: 'secondFactorChanged', console: true, mail: true, security: true },
  ],
  digest: false,
};

/** A staff member's: the debits and the security kinds, mail as one daily digest. */
export const storyStaffPreferences: NotificationPreferences = {
  kinds: [
    { kind: 'debitAwaitingApproval', console: true, mail: false, security: false },
    { kind: 'debitDecided', console: true, mail: false, security: false },
    { kind: 'newSignIn', console: true, mail: true, security: true },
    { kind: 'secondFactorChanged', console: true, mail: true, security: true },
  ],
  digest: true,
};
