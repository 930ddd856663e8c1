import {
  errorMessages,
  markNotificationsReadBodySchema,
  notificationsQuerySchema,
  putNotificationPreferencesBodySchema,
  routes,
} from '@orbit/contract';
import type { CurrentUser, Notification, NotificationPreferences } from '@orbit/contract';
import { isStaff, notificationKindsFor, notificationLink, notificationRules } from '@orbit/domain';
import type { NotificationKind, NotificationParams } from '@orbit/domain';
import { mockUsers } from '../fixtures.ts';
import { mockNow } from '../fixtures/client-area.ts';
import { mockError, mockRoute } from '../respond.ts';
import { bodyOf, parseOrReject, queryOf } from './client-area-helpers.ts';
import type { MockSession } from './session.ts';

let nextId = 1;

/** One notification as the server answers it: its link from the catalogue, read or not. */
function notification<Kind extends NotificationKind>(
  kind: Kind,
  params: NotificationParams[Kind],
  at: string,
  { count = 1, read = false }: { count?: number; read?: boolean } = {},
): Notification {
  return {
    id: nextId++,
    kind,
    params,
    count,
    link: notificationLink(kind, params),
    createdAt: at,
    updatedAt: at,
    readAt: read ? at : null,
  };
}

const clientName = mockUsers.client.name;

/**
 * What the mock client was told, newest first (ADR 0080): three unread (coins inserted three times within the hour,
 * grouped; a new licence; a passkey), then a block and its end, and a year of monthly insertions, read: more than a
 * page of the history.
 */
export const mockClientNotifications: readonly Notification[] = [
  notification('coinsInserted', { coins: 1500, balance: 8200 }, '2026-05-15T10:40:00.000Z', { count: 3 }),
  notification('licenseCreated', { label: 'Shopping Norte 1' }, '2026-05-14T16:20:00.000Z'),
  notification('secondFactorChanged', { change: 'passkeyAdded' }, '2026-05-13T09:05:00.000Z'),
  notification('accountUnblocked', { licenseKey: null }, '2026-05-09T13:30:00.000Z', { read: true }),
  notification('temporaryUnblockEnded', {}, '2026-05-09T12:00:00.000Z', { read: true }),
  notification('temporaryUnblockGranted', { until: '2026-05-09T12:00:00.000Z' }, '2026-05-02T12:00:00.000Z', {
    read: true,
  }),
  notification(
    'accountBlocked',
    { reason: 'insufficient-coin-balance', code: 2, licenseKey: null },
    '2026-05-02T08:15:00.000Z',
    { read: true },
  ),
  notification('licenseRevoked', { label: 'Mall Plaza 1' }, '2026-01-20T17:00:00.000Z', { read: true }),
  ...Array.from({ length: 16 }, (_, month) =>
    notification(
      'coinsInserted',
      { coins: 1000, balance: 9000 - month * 250 },
      new Date(Date.UTC(2026, 0 - month, 5, 9, 0)).toISOString(),
      { read: true },
    ),
  ),
];

/** What each staff member was told: debits to approve and decided, and a sign-in from a new browser. */
export const mockStaffNotifications: Readonly<Record<'admin' | 'supervisor' | 'colaborador', readonly Notification[]>> =
  {
    admin: [
      notification('debitAwaitingApproval', { clientName, coins: 5000 }, '2026-05-14T09:30:00.000Z'),
      notification('newSignIn', { browser: 'Firefox on Windows' }, '2026-05-12T07:45:00.000Z'),
      notification('secondFactorChanged', { change: 'totpOn' }, '2026-04-02T10:00:00.000Z', { read: true }),
    ],
    supervisor: [
      notification('debitAwaitingApproval', { clientName, coins: 7500 }, '2026-05-15T08:00:00.000Z', { count: 2 }),
    ],
    colaborador: [
      notification('debitDecided', { clientName, coins: 1200, approved: true }, '2026-05-11T15:10:00.000Z', {
        read: true,
      }),
    ],
  };

const fixturesByUser = new Map<number, readonly Notification[]>([
  [mockUsers.client.id, mockClientNotifications],
  [mockUsers.admin.id, mockStaffNotifications.admin],
  [mockUsers.supervisor.id, mockStaffNotifications.supervisor],
  [mockUsers.colaborador.id, mockStaffNotifications.colaborador],
]);

/** The notifications a person starts with: a client's own, each staff member's own, none for anyone else. */
function notificationsOf(user: CurrentUser): Notification[] {
  return (fixturesByUser.get(user.id) ?? []).map((entry) => ({ ...entry }));
}

/** The preferences the catalogue gives a person who chose nothing, with their `chosen` ones over them. */
function preferencesOf(
  user: CurrentUser,
  chosen: Map<NotificationKind, { console: boolean; mail: boolean }>,
  digest: boolean,
): NotificationPreferences {
  return {
    kinds: notificationKindsFor(isStaff(user.scope) ? 'staff' : 'user').map((kind) => {
      const { security, defaults } = notificationRules[kind];
      const { console, mail } = chosen.get(kind) ?? defaults;
      return { kind, console: console || security, mail, security };
    }),
    digest,
  };
}

/**
 * The notification centre as the server answers it (ADR 0080), with each person's state of their own: a client's
 * notifications are never a staff member's, marking read changes the caller's only, and preferences are per person.
 */
export function notificationsHandlers({ session }: { session: MockSession }) {
  const lists = new Map<number, Notification[]>();
  const choices = new Map<
    number,
    { kinds: Map<NotificationKind, { console: boolean; mail: boolean }>; digest: boolean }
  >();

  const listOf = (user: CurrentUser) => {
    let list = lists.get(user.id);
    if (!list) lists.set(user.id, (list = notificationsOf(user)));
    return list;
  };
  const choicesOf = (user: CurrentUser) => {
    let chosen = choices.get(user.id);
    if (!chosen) choices.set(user.id, (chosen = { kinds: new Map(), digest: false }));
    return chosen;
  };
  const unreadOf = (list: readonly Notification[]) => list.filter((entry) => entry.readAt === null).length;
  const signedOut = () => mockError(401, errorMessages.unauthenticated);

  return [
    mockRoute(routes.notifications, ({ request }) => {
      const user = session.current;
      if (!user) return signedOut();
      const query = parseOrReject(notificationsQuerySchema, queryOf(request));
      if ('error' in query) return query.error;
      const { limit, offset, kind, unread } = query.data;
      const list = listOf(user);
      const matching = list
        .filter((entry) => (kind === undefined || entry.kind === kind) && (unread !== 'true' || entry.readAt === null))
        .toSorted((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      return {
        results: matching.slice(offset, offset + limit),
        meta: { count: matching.length, limit, offset },
        unread: unreadOf(list),
      };
    }),

    mockRoute(routes.markNotificationsRead, async ({ request }) => {
      const user = session.current;
      if (!user) return signedOut();
      const body = parseOrReject(markNotificationsReadBodySchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const list = listOf(user);
      const ids = 'ids' in body.data ? new Set(body.data.ids) : undefined;
      // Ids of someone else's notifications change nothing, as on the server.
      for (const entry of list) if (entry.readAt === null && (!ids || ids.has(entry.id))) entry.readAt = mockNow;
      return { unread: unreadOf(list) };
    }),

    mockRoute(routes.notificationPreferences, () => {
      const user = session.current;
      if (!user) return signedOut();
      const { kinds, digest } = choicesOf(user);
      return preferencesOf(user, kinds, digest);
    }),

    mockRoute(routes.setNotificationPreferences, async ({ request }) => {
      const user = session.current;
      if (!user) return signedOut();
      const body = parseOrReject(putNotificationPreferencesBodySchema, await bodyOf(request));
      if ('error' in body) return body.error;
      const allowed = notificationKindsFor(isStaff(user.scope) ? 'staff' : 'user');
      const errors: Record<string, string> = {};
      body.data.kinds.forEach((choice, index) => {
        if (!allowed.includes(choice.kind)) errors[`kinds.${index}.kind`] = 'Not a kind this account receives';
        else if (notificationRules[choice.kind].security && !choice.console) {
          errors[`kinds.${index}.console`] = 'Security notifications always show in the console';
        }
      });
      if (Object.keys(errors).length > 0) return mockError(400, errorMessages.invalidInput, errors);
      const chosen = choicesOf(user);
      for (const { kind, console, mail } of body.data.kinds) chosen.kinds.set(kind, { console, mail });
      chosen.digest = body.data.digest;
      return preferencesOf(user, chosen.kinds, chosen.digest);
    }),
  ];
}
