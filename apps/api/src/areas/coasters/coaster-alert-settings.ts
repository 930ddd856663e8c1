import type { CoasterAlertSettings } from '@orbit/contract';
import { coasterAlertRules } from '@orbit/domain';
import type { AlertSettingsRow } from './coaster-alerts-repository.ts';

/**
 * A machine's alert settings as its owner reads them at `at` (ADR 0086): the defaults without a row, and only the
 * snoozes still running (they end by themselves, compared with the clock or with the machine's last call).
 */
export function alertSettingsOf(row: AlertSettingsRow | undefined, lastSeenAt: string, at: Date): CoasterAlertSettings {
  const until = row?.snoozedUntil && row.snoozedUntil.getTime() > at.getTime() ? row.snoozedUntil : null;
  return {
    offlineThresholdMinutes: row?.offlineThresholdMinutes ?? coasterAlertRules.defaultOfflineThresholdMinutes,
    openingHours: row?.openingHours ?? null,
    snoozedUntil: until?.toISOString() ?? null,
    snoozedUntilBack:
      !!row?.snoozedUntilBackFrom && new Date(lastSeenAt).getTime() <= row.snoozedUntilBackFrom.getTime(),
  };
}
