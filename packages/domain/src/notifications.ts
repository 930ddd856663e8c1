import type { ApiKeyKind } from './api-keys.ts';
import type { BlockReason } from './blocking.ts';

/**
 * The catalogue of notifications (ADR 0080): each kind with who receives it, whether it is about the account's
 * security (those cannot be turned off), how repeats about one subject are grouped, where it leads in the console and
 * the values its text shows. The texts themselves, in the five languages, are in @orbit/i18n (`notifications`).
 */
export const notificationKinds = [
  'accountBlocked',
  'accountUnblocked',
  'temporaryUnblockGranted',
  'temporaryUnblockEnded',
  'coinsInserted',
  'licenseCreated',
  'licenseRevoked',
  'debitAwaitingApproval',
  'debitDecided',
  'newSignIn',
  'secondFactorChanged',
  'coasterOffline',
  'coasterStillOffline',
  'coasterBackOnline',
  'coasterSilent',
  'coasterSyncBacklog',
  'licenseFileExpiring',
  'walletRunwayLow',
  'venueOutage',
  'runwayWatchList',
  'outdatedAppVersions',
  'apiKeyExpiring',
  'webhookEndpointDisabled',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What each kind's text shows. */
export interface NotificationParams {
  /** A blocking order's reason and the code clients see; a licence key when it blocks one licence only. */
  accountBlocked: { reason: BlockReason; code: number; licenseKey: string | null };
  accountUnblocked: { licenseKey: string | null };
  temporaryUnblockGranted: { until: string };
  temporaryUnblockEnded: Record<string, never>;
  /** Coins of the insertion, or of all the grouped ones; the balance after the last. */
  coinsInserted: { coins: number; balance: number };
  licenseCreated: { label: string };
  licenseRevoked: { label: string };
  /** For the approvers: the client and the coins a colleague asked to take back. */
  debitAwaitingApproval: { clientName: string; coins: number };
  /** For the one who asked. */
  debitDecided: { clientName: string; coins: number; approved: boolean };
  /** The browser and system as its User-Agent names them. */
  newSignIn: { browser: string };
  secondFactorChanged: { change: 'totpOn' | 'totpOff' | 'passkeyAdded' | 'passkeyRemoved' };
  /** A machine silent for longer than its threshold (ADR 0086); `since` is its last call. */
  coasterOffline: { label: string; hostname: string | null; since: string };
  /** The same outage after 3 or 24 hours. */
  coasterStillOffline: { label: string; hostname: string | null; since: string; hours: number };
  /** A machine that was reported offline called again; the outage lasted from its last call to this one. */
  coasterBackOnline: { label: string; hostname: string | null; outageMinutes: number };
  /** Online, but no ride for hours in which it usually plays (ADR 0084); its last ride, if any. */
  coasterSilent: { label: string; hostname: string | null; lastRideAt: string | null };
  /** Rides played on the machine have waited more than an hour to reach the server. */
  coasterSyncBacklog: { label: string; hostname: string | null; pendingRides: number; waitingSince: string };
  /** An offline machine's licence file expires soon (or did): it stops playing if it is not back online by then. */
  licenseFileExpiring: { label: string; hostname: string | null; expiresAt: string };
  /** The wallet's runway went under 7, 3 or 1 days (`days`); `daysLeft` at the pace of the last 7 days. */
  walletRunwayLow: { days: number; daysLeft: number; blockExpectedAt: string | null };
  /** For staff: several machines of one client were lost within a few minutes. */
  venueOutage: { clientId: number; clientName: string; machines: number; since: string };
  /** For staff, daily: the clients whose runway is under 3 days, soonest first (at most 20 named). */
  runwayWatchList: { clients: { id: number; name: string; daysLeft: number }[]; total: number };
  /** For staff, daily: machines holding slots on an app version older than the minimum. */
  outdatedAppVersions: { machines: number; minimum: string };
  /** For its maker: an API key expires within 30, 7 or 1 days (`days`); its name and hint say which. */
  apiKeyExpiring: { keyId: number; kind: ApiKeyKind; name: string; hint: string; days: number; expiresAt: string };
  /** One's webhook endpoint failed every delivery for 5 days and was disabled (ADR 0093). */
  webhookEndpointDisabled: { url: string; failingSince: string };
}

export type NotificationAudience = 'client' | 'staff' | 'anyone';

export interface NotificationKindRules {
  /** Who may receive it: a client about their account, staff about their work, or anyone about their sign-ins. */
  audience: NotificationAudience;
  /** About the account's security: always shown in the console, whatever the preferences say. */
  security: boolean;
  /** Repeats about one subject within this many minutes are one notification with a count; 0 never groups. */
  groupMinutes: number;
  /** Where it shows unless the person chose otherwise. */
  defaults: { console: boolean; mail: boolean };
}

export const notificationRules: Record<NotificationKind, NotificationKindRules> = {
  accountBlocked: { audience: 'client', security: false, groupMinutes: 0, defaults: { console: true, mail: true } },
  accountUnblocked: { audience: 'client', security: false, groupMinutes: 0, defaults: { console: true, mail: true } },
  temporaryUnblockGranted: {
    audience: 'client',
    security: false,
    groupMinutes: 0,
    defaults: { console: true, mail: false },
  },
  temporaryUnblockEnded: {
    audience: 'client',
    security: false,
    groupMinutes: 0,
    defaults: { console: true, mail: true },
  },
  coinsInserted: { audience: 'client', security: false, groupMinutes: 60, defaults: { console: true, mail: false } },
  licenseCreated: { audience: 'client', security: false, groupMinutes: 0, defaults: { console: true, mail: true } },
  licenseRevoked: { audience: 'client', security: false, groupMinutes: 0, defaults: { console: true, mail: true } },
  debitAwaitingApproval: {
    audience: 'staff',
    security: false,
    groupMinutes: 60,
    defaults: { console: true, mail: false },
  },
  debitDecided: { audience: 'staff', security: false, groupMinutes: 0, defaults: { console: true, mail: false } },
  newSignIn: { audience: 'anyone', security: true, groupMinutes: 0, defaults: { console: true, mail: true } },
  secondFactorChanged: { audience: 'anyone', security: true, groupMinutes: 0, defaults: { console: true, mail: true } },
  // One client's machines lost together (a venue's network) group into one notification with a count.
  coasterOffline: { audience: 'client', security: false, groupMinutes: 10, defaults: { console: true, mail: true } },
  coasterStillOffline: {
    audience: 'client',
    security: false,
    groupMinutes: 10,
    defaults: { console: true, mail: true },
  },
  coasterBackOnline: {
    audience: 'client',
    security: false,
    groupMinutes: 10,
    defaults: { console: true, mail: false },
  },
  coasterSilent: { audience: 'client', security: false, groupMinutes: 60, defaults: { console: true, mail: false } },
  coasterSyncBacklog: {
    audience: 'client',
    security: false,
    groupMinutes: 60,
    defaults: { console: true, mail: false },
  },
  licenseFileExpiring: {
    audience: 'client',
    security: false,
    groupMinutes: 60,
    defaults: { console: true, mail: true },
  },
  walletRunwayLow: { audience: 'client', security: false, groupMinutes: 0, defaults: { console: true, mail: true } },
  venueOutage: { audience: 'staff', security: false, groupMinutes: 0, defaults: { console: true, mail: false } },
  runwayWatchList: { audience: 'staff', security: false, groupMinutes: 0, defaults: { console: true, mail: true } },
  outdatedAppVersions: {
    audience: 'staff',
    security: false,
    groupMinutes: 0,
    defaults: { console: true, mail: false },
  },
  // Clients make keys for their own account and admins for the business: anyone may be a key's maker.
  apiKeyExpiring: { audience: 'anyone', security: false, groupMinutes: 0, defaults: { console: true, mail: true } },
  webhookEndpointDisabled: {
    audience: 'anyone',
    security: false,
    groupMinutes: 0,
    defaults: { console: true, mail: true },
  },
};

/** The kinds a person of this scope can receive, in the catalogue's order (the preferences list them). */
export function notificationKindsFor(scope: 'user' | 'staff'): NotificationKind[] {
  return notificationKinds.filter((kind) => {
    const { audience } = notificationRules[kind];
    return audience === 'anyone' || (audience === 'client') === (scope === 'user');
  });
}

/** Where a notification leads in the console. */
export function notificationLink<Kind extends NotificationKind>(kind: Kind, params: NotificationParams[Kind]): string {
  switch (kind) {
    case 'accountBlocked':
    case 'accountUnblocked':
    case 'temporaryUnblockGranted':
    case 'temporaryUnblockEnded':
      return '/dash';
    case 'coinsInserted':
      return '/dash/wallet';
    case 'licenseCreated':
    case 'licenseRevoked':
      return `/dash/licenses/${encodeURIComponent((params as NotificationParams['licenseCreated']).label)}`;
    case 'debitAwaitingApproval':
    case 'debitDecided':
      return '/dash/admin/debit-approvals';
    case 'coasterOffline':
    case 'coasterStillOffline':
    case 'coasterBackOnline':
    case 'coasterSilent':
    case 'coasterSyncBacklog':
    case 'licenseFileExpiring':
    case 'walletRunwayLow':
      return '/dash/coasters';
    case 'venueOutage':
    case 'runwayWatchList':
    case 'outdatedAppVersions':
      return '/dash/admin/coasters';
    case 'apiKeyExpiring':
      // A business key is on the admins' integrations page; a person's own keys are on their profile.
      return (params as NotificationParams['apiKeyExpiring']).kind === 'business'
        ? '/dash/admin/integrations'
        : '/dash/me';
    default:
      return '/dash/me';
  }
}

/** At most this many notification mails an hour to one person; the rest wait for the daily digest (ADR 0080). */
export const notificationMailsPerHour = 10;

/** The values of a group after one more repeat: the coins add up; otherwise the latest repeat's values. */
export function groupedNotificationParams<Kind extends NotificationKind>(
  kind: Kind,
  earlier: NotificationParams[Kind],
  later: NotificationParams[Kind],
): NotificationParams[Kind] {
  if (kind === 'coinsInserted' || kind === 'debitAwaitingApproval') {
    const coins = (earlier as { coins: number }).coins + (later as { coins: number }).coins;
    return { ...later, coins };
  }
  return later;
}
