/**
 * English texts of the notification centre (ADR 0080): the bell and its panel in the header, the notifications page
 * and the preferences card of the profile. They download with the bell's code, after the page's first render, and
 * with the page (ADR 0081); what each notification says comes from @orbit/domain. The reference: every other
 * language has exactly these keys.
 */
export const notificationsTexts = {
  notifications: {
    bell: 'Notifications',
    bellUnread: 'Notifications, unread: {{count}}',
    bellError: 'Notifications, not loaded',
    panel: 'Latest notifications',
    markAllRead: 'Mark all as read',
    markRead: 'Mark as read',
    markReadLabel: 'Mark as read: {{title}}',
    unread: 'Unread',
    seeAll: 'See all notifications',
    empty: 'Nothing to tell you yet.',
    loadError: 'The notifications could not be loaded.',
    kinds: {
      accountBlocked: 'Account or licence blocked',
      accountUnblocked: 'Account or licence unblocked',
      temporaryUnblockGranted: 'Temporary unblock granted',
      temporaryUnblockEnded: 'Temporary unblock ended',
      coinsInserted: 'Coins added to the wallet',
      licenseCreated: 'New licence',
      licenseRevoked: 'Licence revoked',
      debitAwaitingApproval: 'Debit waiting for approval',
      debitDecided: 'Debit approved or rejected',
      newSignIn: 'Sign-in from a new browser',
      secondFactorChanged: 'Sign-in protection changed',
      coasterOffline: 'Machine offline',
      coasterStillOffline: 'Machine still offline',
      coasterBackOnline: 'Machine back online',
      coasterSilent: 'Machine online but silent',
      coasterSyncBacklog: 'Rides waiting to be delivered',
      licenseFileExpiring: 'Licence file expiring while offline',
      walletRunwayLow: 'Coins running out',
      venueOutage: 'Venue outage (staff)',
      runwayWatchList: 'Clients running out of coins (daily)',
      outdatedAppVersions: 'Machines on an old app (daily)',
      apiKeyExpiring: 'API key expiring',
      webhookEndpointDisabled: 'Webhook endpoint disabled',
    },
    page: {
      title: 'Notifications',
      heading: 'Everything you were told',
      kind: 'Kind',
      allKinds: 'All kinds',
      unreadOnly: 'Unread only',
      list: 'Notifications, newest first',
      counter: 'Showing {{from}}–{{to}} of {{total}}',
      pagination: 'Pages of notifications',
      noMatch: 'No notification matches these filters.',
    },
    preferences: {
      heading: 'Notifications',
      description:
        'For each kind, choose whether it shows in the console (the bell and the notifications page), comes by mail, both or neither.',
      console: 'In the console',
      mail: 'By mail',
      security: 'About your account’s security: always shown in the console.',
      digest: 'One mail a day with everything instead of single mails',
      save: 'Save preferences',
      saved: 'Your notification preferences were saved.',
      saveError: 'The preferences were not saved',
      loadError: 'The notification preferences could not be loaded.',
    },
  },
};

export type NotificationsTexts = typeof notificationsTexts;
