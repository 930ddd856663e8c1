import type { ClientActivityEntry } from '@orbit/contract';
import { formatNumber, type TFunction } from '@orbit/i18n';

/** A field of an entry's `before` or `after` object, when it is there and of the expected kind. */
function field<T extends 'string' | 'number'>(
  value: unknown,
  name: string,
  kind: T,
): (T extends 'string' ? string : number) | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const found = (value as Record<string, unknown>)[name];
  return typeof found === kind ? (found as T extends 'string' ? string : number) : undefined;
}

const licenseActions: Record<string, string> = {
  'license.create': 'licenseCreated',
  'license.revoke': 'licenseRevoked',
  'license.unlimited': 'licenseUnlimited',
  'license.blockOffline': 'licenseOffline',
  'license.gameModel': 'licenseGameModel',
  'license.scenarioTransfer': 'scenarioTransferred',
  'license.scenarioRemove': 'scenarioRemoved',
};

const deviceActions: Record<string, string> = {
  'device.activate': 'deviceActivated',
  'device.free': 'deviceFreed',
  'device.revoke': 'deviceRevoked',
};

const debitActions: Record<string, string> = {
  'debitApproval.request': 'debitRequested',
  'debitApproval.approve': 'debitApproved',
  'debitApproval.reject': 'debitRejected',
};

const accountActions: Record<string, string> = {
  'security.sessions.ended': 'sessionsEnded',
  'security.account.disabled': 'accountDisabled',
  'security.account.enabled': 'accountEnabled',
};

/** What an audit entry about a client says, in the reader's language (ADR 0024). */
export function activityText(entry: ClientActivityEntry, t: TFunction, language: string): string {
  const key = (name: string) => `adminClients.activity.actions.${name}`;
  const { action, before, after } = entry;
  if (action === 'user.edit') {
    const from = field(before, 'scope', 'string');
    const to = field(after, 'scope', 'string');
    return from && to && from !== to
      ? t(key('scopeChanged'), { from: t(`adminClients.scopes.${from}`), to: t(`adminClients.scopes.${to}`) })
      : t(key('userEdit'));
  }
  if (action === 'walletRecord.insert') {
    return t(key('coinsInserted'), { amount: formatNumber(field(after, 'amount', 'number') ?? 0, language) });
  }
  // Large debits wait for a second staff member (ADR 0057): asked, then approved or rejected.
  const debitAction = debitActions[action];
  if (debitAction) {
    return t(key(debitAction), { amount: formatNumber(-(field(after, 'amount', 'number') ?? 0), language) });
  }
  // The system's own block of an account whose coins ran out, and its end when coins arrived (ADR 0049).
  const bySystem = entry.actorUserId === null;
  if (action === 'blockingOrder.create' && bySystem) {
    const reason = field(after, 'reason', 'string');
    return t(key('automaticBlock'), { reason: reason ? t(`clientPages.blocking.reasons.${reason}`) : '' });
  }
  if (action === 'blockingOrder.finish' && bySystem) return t(key('automaticUnblock'));
  if (action === 'blockingOrder.create' || action === 'blockingOrder.finish') {
    const target =
      field(after, 'licenseLabel', 'string') ??
      field(after, 'licenseKey', 'string') ??
      t('adminClients.activity.wholeAccount');
    const reason = field(after, 'reason', 'string');
    return action === 'blockingOrder.create'
      ? t(key('orderCreated'), { target, reason: reason ? t(`clientPages.blocking.reasons.${reason}`) : '' })
      : t(key('orderFinished'), { target });
  }
  const deviceAction = deviceActions[action];
  if (deviceAction) {
    return t(key(deviceAction), {
      hostname: field(after, 'hostname', 'string') ?? entry.targetId,
      label: field(after, 'licenseLabel', 'string') ?? field(after, 'licenseKey', 'string') ?? '',
    });
  }
  if (action === 'tariff.set') {
    const to = field(after, 'coinsPerCustomer', 'number') ?? 0;
    const from = field(before, 'coinsPerCustomer', 'number') ?? to;
    return t(key('tariffSet'), { from: formatNumber(from, language), to: formatNumber(to, language) });
  }
  const licenseAction = licenseActions[action];
  if (licenseAction) {
    return t(key(licenseAction), {
      label: field(after, 'label', 'string') ?? entry.targetId,
      gameModel: field(after, 'gameModel', 'string') ?? '',
    });
  }
  const accountAction = accountActions[action];
  return accountAction ? t(key(accountAction)) : t(key('other'), { action });
}
