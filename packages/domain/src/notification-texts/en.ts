import { durationOf } from './duration.ts';
import type { NotificationTexts } from './texts.ts';

export const notificationTextsEn: NotificationTexts = {
  reasons: {
    'insufficient-coin-balance': 'insufficient coin balance',
    'pending-part-devolution': 'pending part devolution',
    'financial-debt': 'financial debt',
    'pending-agreement': 'pending agreement',
    'owner-request': 'owner request',
  },
  accountBlocked: ({ reason, code, licenseKey }) => ({
    title: licenseKey ? `Licence ${licenseKey} was blocked` : 'Your account was blocked',
    body: `Code #${code}: ${notificationTextsEn.reasons[reason]}. It cannot be used until the block is lifted; contact us to settle it.`,
  }),
  accountUnblocked: ({ licenseKey }) => ({
    title: licenseKey ? `Licence ${licenseKey} was unblocked` : 'Your account was unblocked',
    body: 'Your licences can be used again.',
  }),
  temporaryUnblockGranted: ({ until }, _count, format) => ({
    title: 'Temporarily unblocked',
    body: `Your account is unblocked until ${format.dateTime(until)} while your request is under review.`,
  }),
  temporaryUnblockEnded: () => ({
    title: 'Your temporary unblock ended',
    body: 'Your account is blocked again until the block is lifted.',
  }),
  coinsInserted: ({ coins, balance }, count, format) => ({
    title: `${format.number(coins)} coins added to your wallet`,
    body:
      count > 1
        ? `${format.number(count)} insertions. Your balance is ${format.number(balance)} coins.`
        : `Your balance is ${format.number(balance)} coins.`,
  }),
  licenseCreated: ({ label }) => ({ title: 'New licence', body: `The licence ${label} is yours.` }),
  licenseRevoked: ({ label }) => ({ title: 'Licence revoked', body: `The licence ${label} was revoked.` }),
  debitAwaitingApproval: ({ clientName, coins }, count, format) => ({
    title: count > 1 ? `${format.number(count)} debits wait for your approval` : 'A debit waits for your approval',
    body: `${format.number(coins)} coins from ${clientName}.`,
  }),
  debitDecided: ({ clientName, coins, approved }, _count, format) => ({
    title: approved ? 'Your debit was approved' : 'Your debit was rejected',
    body: `${format.number(coins)} coins from ${clientName}.`,
  }),
  newSignIn: ({ browser }) => ({
    title: 'Sign-in from a new browser',
    body: `Someone signed in to your account with ${browser}. If it was not you, change your password and end your other sessions.`,
  }),
  secondFactorChanged: ({ change }) => ({
    title: 'Your sign-in protection changed',
    body: {
      totpOn: 'An authenticator app now protects your sign-in.',
      totpOff: 'The authenticator app was removed from your account.',
      passkeyAdded: 'A passkey was added to your account.',
      passkeyRemoved: 'A passkey was removed from your account.',
    }[change],
  }),
  coasterOffline: ({ label, hostname, since }, count, format) => ({
    title: count > 1 ? `${format.number(count)} machines are offline` : `${label} is offline`,
    body:
      count > 1
        ? `The latest: ${label}${hostname ? ` (${hostname})` : ''}, silent since ${format.dateTime(since)}.`
        : `${hostname ?? 'The machine'} has not called since ${format.dateTime(since)}.`,
  }),
  coasterStillOffline: ({ label, since, hours }, count, format) => ({
    title:
      count > 1
        ? `${format.number(count)} machines still offline`
        : `${label} still offline after ${format.number(hours)} hours`,
    body: `The latest: ${label}, silent since ${format.dateTime(since)}.`,
  }),
  coasterBackOnline: ({ label, outageMinutes }, count, format) => ({
    title: count > 1 ? `${format.number(count)} machines are back online` : `${label} is back online`,
    body: `The latest, ${label}, was offline for ${durationOf(outageMinutes, format, 'h', 'min')}.`,
  }),
  coasterSilent: ({ label, lastRideAt }, count, format) => ({
    title: count > 1 ? `${format.number(count)} machines are online but silent` : `${label} is online but silent`,
    body: `${label} is switched on but has played nothing for hours in which it usually plays${lastRideAt ? ` (last ride ${format.dateTime(lastRideAt)})` : ''}.`,
  }),
  coasterSyncBacklog: ({ label, pendingRides, waitingSince }, _count, format) => ({
    title: `${label} has rides waiting to be delivered`,
    body: `${format.number(pendingRides)} rides have waited since ${format.dateTime(waitingSince)}. Check the machine's network.`,
  }),
  licenseFileExpiring: ({ label, expiresAt }, _count, format) => ({
    title: `${label} will stop playing unless it comes back online`,
    body: `It is offline and its licence file expires ${format.dateTime(expiresAt)}.`,
  }),
  walletRunwayLow: ({ days, daysLeft, blockExpectedAt }, _count, format) => ({
    title: days === 1 ? 'Coins for less than a day' : `Coins for less than ${format.number(days)} days`,
    body: `At the last 7 days' pace your coins last ${format.number(daysLeft)} days${blockExpectedAt ? `: the account blocks itself around ${format.dateTime(blockExpectedAt)}` : ''}. Buy coins to keep your machines playing.`,
  }),
  venueOutage: ({ clientName, machines, since }, _count, format) => ({
    title: `Venue outage at ${clientName}`,
    body: `${format.number(machines)} machines went offline together around ${format.dateTime(since)}.`,
  }),
  runwayWatchList: ({ clients, total }, _count, format) => ({
    title: `${format.number(total)} clients run out of coins within 3 days`,
    body: clients.map((client) => `${client.name}: ${format.number(client.daysLeft)} days`).join('; '),
  }),
  outdatedAppVersions: ({ machines, minimum }, _count, format) => ({
    title: `${format.number(machines)} machines on an app older than ${minimum}`,
    body: 'Their owners should update them.',
  }),
  apiKeyExpiring: ({ name, hint, days, expiresAt }, _count, format) => ({
    title:
      days === 1
        ? `The API key ${name} expires within a day`
        : `The API key ${name} expires within ${format.number(days)} days`,
    body: `${hint}… stops working ${format.dateTime(expiresAt)}. Extend its expiry or make a new key before then, and move the systems that use it.`,
  }),
  webhookEndpointDisabled: ({ url, failingSince }, _count, format) => ({
    title: 'A webhook endpoint was disabled',
    body: `Every delivery to ${url} failed since ${format.dateTime(failingSince)}. Enable it again to resend what it missed.`,
  }),
  digestSubject: 'Your Orbit Console notifications of the day',
  digestIntro: (count) => (count === 1 ? 'One thing happened:' : `${count} things happened:`),
  mailFooter: 'You can choose what arrives by mail on your profile page.',
  open: 'Open Orbit Console',
};
