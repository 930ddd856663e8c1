import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OpeningHours, Scope } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { isoText, selectRows } from '../../db/rows.ts';
import { balanceQuery } from '../wallet/index.ts';
import { coasterAlertSettings, coasterAlerts, users } from '../../db/schema.ts';
import type { coasterAlertKinds } from '../../db/schema.ts';

export type CoasterAlertKind = (typeof coasterAlertKinds)[number];

/** A machine the alerts watch: it holds its slot on a licence that is not revoked (ADR 0086); instants as ISO text. */
export interface WatchedMachine {
  deviceId: number;
  licenseLabel: string;
  licenseKey: string;
  hostname: string | null;
  appVersion: string | null;
  userId: number;
  clientName: string;
  timeZone: string;
  lastSeenAt: string;
  onlineSince: string | null;
  switchedOffAt: string | null;
  offlineThresholdMinutes: number | null;
  openingHours: OpeningHours | null;
  snoozedUntil: string | null;
  snoozedUntilBackFrom: string | null;
  pendingRides: number;
  /** The last delivered batch, or the activation when none was. */
  lastSyncAt: string;
  licenseFileExpiresAt: string;
}

/** A charged client's runway facts (`RunwayFacts` but for the tariff, null without one) and its last coins bought. */
export interface ChargedClientFacts {
  userId: number;
  name: string;
  balance: number;
  chargedInWindow: number;
  chargedRidesInWindow: number;
  coinsPerCustomer: number | null;
  /** A new runway crossing starts there; null when it never bought any. */
  lastTopUpAt: string | null;
}

/** An owner's alert settings of one machine as stored; null fields when the machine has none. */
export interface AlertSettingsRow {
  offlineThresholdMinutes: number;
  openingHours: OpeningHours | null;
  snoozedUntil: Date | null;
  snoozedUntilBackFrom: Date | null;
}

/** The alert episodes told (ADR 0086) and the owners' settings. */
export function coasterAlertsRepository(db: Database) {
  return {
    /** Every machine holding its slot on a licence that is not revoked, with its owner and its settings. */
    async watchedMachines(): Promise<WatchedMachine[]> {
      return selectRows<WatchedMachine>(
        db,
        sql`select d.id as "deviceId", l.label as "licenseLabel", l.key as "licenseKey", d.hostname, d.app_version as "appVersion",
                   l.user_id as "userId", u.name as "clientName", u.timezone as "timeZone",
                   ${isoText(sql`d.last_seen_at`)} as "lastSeenAt", ${isoText(sql`d.online_since`)} as "onlineSince",
                   ${isoText(sql`d.switched_off_at`)} as "switchedOffAt",
                   s.offline_threshold_minutes as "offlineThresholdMinutes", s.opening_hours as "openingHours",
                   ${isoText(sql`s.snoozed_until`)} as "snoozedUntil",
                   ${isoText(sql`s.snoozed_until_back_from`)} as "snoozedUntilBackFrom",
                   coalesce(d.pending_rides, 0) as "pendingRides",
                   ${isoText(sql`coalesce(d.last_sync_at, d.activated_at)`)} as "lastSyncAt",
                   ${isoText(sql`d.license_file_expires_at`)} as "licenseFileExpiresAt"
            from devices d
            join licenses l on l.id = d.license_id
            join users u on u.id = l.user_id
            left join coaster_alert_settings s on s.device_id = d.id
            where d.freed_at is null and d.revoked_at is null and l.revoked_at is null
            order by d.id`,
      );
    },

    /** The outages told and not over, by subject (`device:12`), with the last call they started from. */
    async openOutages(): Promise<Map<string, string>> {
      const rows = await selectRows<{ subject: string; episode: string }>(
        db,
        sql`select subject, ${isoText(sql`episode_started_at`)} as episode from coaster_alerts
            where kind = 'offline' and resolved_at is null`,
      );
      return new Map(rows.map((row) => [row.subject, row.episode]));
    },

    /** The episodes of a kind told that started since `since`, as `subject episode` keys (instants as ISO text). */
    async toldSince(kind: CoasterAlertKind, since: Date): Promise<Set<string>> {
      const rows = await selectRows<{ key: string }>(
        db,
        sql`select subject || ' ' || ${isoText(sql`episode_started_at`)} as key from coaster_alerts
            where kind = ${kind} and episode_started_at >= ${since.toISOString()}::timestamptz`,
      );
      return new Set(rows.map((row) => row.key));
    },

    /**
     * Takes an episode for telling: true when this transaction is the first to, false when it was told already. A
     * second process evaluating at once waits on the key until the first commits, then finds it taken.
     */
    async claim(subject: string, kind: CoasterAlertKind, episodeStartedAt: Date, at: Date): Promise<boolean> {
      const rows = await db
        .insert(coasterAlerts)
        .values({ subject, kind, episodeStartedAt, firedAt: at })
        .onConflictDoNothing()
        .returning({ subject: coasterAlerts.subject });
      return rows.length > 0;
    },

    /** Ends a told outage: false when another process ended it first. */
    async resolveOutage(subject: string, episodeStartedAt: Date, at: Date): Promise<boolean> {
      const rows = await db
        .update(coasterAlerts)
        .set({ resolvedAt: at })
        .where(
          and(
            eq(coasterAlerts.subject, subject),
            eq(coasterAlerts.kind, 'offline'),
            eq(coasterAlerts.episodeStartedAt, episodeStartedAt),
            isNull(coasterAlerts.resolvedAt),
          ),
        )
        .returning({ subject: coasterAlerts.subject });
      return rows.length > 0;
    },

    /**
     * What the runway of every client with a licence charged now (limited, not revoked) is read from, and its latest
     * insertion of coins: one statement for all, as the balance rule (`balanceQuery`) reads each.
     */
    async runwayFactsOfChargedClients(at: Date, windowMs: number): Promise<ChargedClientFacts[]> {
      const to = sql`${at.toISOString()}::timestamptz`;
      const from = sql`${new Date(at.getTime() - windowMs).toISOString()}::timestamptz`;
      const rows = await selectRows<Omit<ChargedClientFacts, 'balance'> & { balance: string }>(
        db,
        sql`select c.id as "userId", c.name, b."coinsBalance" as balance,
                   coalesce(spent.coins, 0)::float8 as "chargedInWindow", coalesce(spent.rides, 0)::int as "chargedRidesInWindow",
                   (select t.coins_per_customer from tariffs t where t.user_id = c.id and t.valid_from <= ${to}
                    order by t.valid_from desc, t.id desc limit 1) as "coinsPerCustomer",
                   ${isoText(sql`(select max(w.created_at) from wallet_records w where w.user_id = c.id and w.amount > 0)`)} as "lastTopUpAt"
            from users c
            cross join lateral (${await balanceQuery(db, sql`c.id`)}) b
            cross join lateral (
              select sum(r.charged_amount) as coins, count(*) filter (where r.charged_amount > 0) as rides from rides r
              where r.license_id in (select id from licenses where user_id = c.id)
                and r.consumed_at >= ${from} and r.consumed_at < ${to}) spent
            where c.scope = 'user' and c.disabled_at is null and exists (
              select 1 from licenses l where l.user_id = c.id and l.revoked_at is null
                and (l.unlimited_since is null or l.unlimited_since > ${to}))
            order by c.id`,
      );
      return rows.map((row) => ({ ...row, balance: Number(row.balance) }));
    },

    /** Enabled staff of these scopes. */
    async staffOf(scopes: readonly Exclude<Scope, 'user'>[]): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.scope, [...scopes]), isNull(users.disabledAt)))
        .orderBy(users.id);
      return rows.map((row) => row.id);
    },

    async settingsOf(deviceId: number): Promise<AlertSettingsRow | undefined> {
      const [row] = await db
        .select({
          offlineThresholdMinutes: coasterAlertSettings.offlineThresholdMinutes,
          openingHours: coasterAlertSettings.openingHours,
          snoozedUntil: coasterAlertSettings.snoozedUntil,
          snoozedUntilBackFrom: coasterAlertSettings.snoozedUntilBackFrom,
        })
        .from(coasterAlertSettings)
        .where(eq(coasterAlertSettings.deviceId, deviceId));
      return row;
    },

    /** The settings of these machines that have any, by machine. */
    async settingsOfMany(deviceIds: readonly number[]): Promise<Map<number, AlertSettingsRow>> {
      if (deviceIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(coasterAlertSettings)
        .where(inArray(coasterAlertSettings.deviceId, [...deviceIds]));
      return new Map(rows.map(({ deviceId, updatedAt: _updatedAt, ...row }) => [deviceId, row]));
    },

    async saveSettings(deviceId: number, settings: AlertSettingsRow, at: Date): Promise<void> {
      const values = { ...settings, updatedAt: at };
      await db
        .insert(coasterAlertSettings)
        .values({ deviceId, ...values })
        .onConflictDoUpdate({ target: coasterAlertSettings.deviceId, set: values });
    },

    /** The next midnight in `timeZone` after `at`: "until tomorrow". */
    async nextLocalMidnight(at: Date, timeZone: string): Promise<Date> {
      const [row] = await selectRows<{ at: string }>(
        db,
        sql`select ${isoText(sql`(date_trunc('day', ${at.toISOString()}::timestamptz at time zone ${timeZone}) + interval '1 day') at time zone ${timeZone}`)} as at`,
      );
      return new Date(row?.at ?? at.getTime() + 86_400_000);
    },

    /** The owner, time zone and last call of a machine that holds its slot, if it does. */
    async ownedMachine(deviceId: number) {
      const [row] = await selectRows<{ userId: number; timeZone: string; lastSeenAt: string }>(
        db,
        sql`select l.user_id as "userId", u.timezone as "timeZone", ${isoText(sql`d.last_seen_at`)} as "lastSeenAt"
            from devices d join licenses l on l.id = d.license_id join users u on u.id = l.user_id
            where d.id = ${deviceId}::int`,
      );
      return row;
    },
  };
}
