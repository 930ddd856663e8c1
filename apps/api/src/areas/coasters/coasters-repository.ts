import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { coasterRules, coasterStatusOrder, gameModels } from '@orbit/domain';
import type { BlockReason, CoasterStatus, CoasterWindows, GameModel } from '@orbit/domain';
import type { CoasterNewestVersions } from '@orbit/contract';
import type { Database } from '../../db/client.ts';
import { isoText, selectRows } from '../../db/rows.ts';

/** A licence's row of the coasters pages as read (ADR 0084); instants as ISO text. */
export interface CoasterRow {
  licenseId: number;
  licenseKey: string;
  licenseLabel: string;
  gameModel: GameModel;
  licenseRevokedAt: string | null;
  /** Whether its rides are charged follows from it (`isChargedLicense`). */
  unlimitedSince: string | null;
  userId: number;
  clientName: string;
  isoAlpha3: string | null;
  deviceId: number | null;
  hostname: string | null;
  status: CoasterStatus;
  lastSeenAt: string | null;
  onlineSince: string | null;
  switchedOffAt: string | null;
  freedAt: string | null;
  deviceRevokedAt: string | null;
  silent: boolean;
  ridesToday: number;
  customersToday: number;
  usualRidesByNow: number | null;
  lastRideAt: string | null;
  pendingRides: number;
  syncLagSeconds: number | null;
  appVersion: string | null;
  gameVersion: string | null;
  licenseFileExpiresAt: string | null;
  block: { code: number; reason: BlockReason; since: string } | null;
  uptime7d: number | null;
}

/** Which licences, a condition on `l` (licences) and `u` (their owners). */
export type CoasterScope = SQL;

export const allLicenses: CoasterScope = sql`true`;
export const licensesOf = (userId: number): CoasterScope => sql`l.user_id = ${userId}::int`;
/** The client's licence of one machine: none when the machine is on another's. */
export const licenseOfMachine = (userId: number, deviceId: number): CoasterScope =>
  sql`l.user_id = ${userId}::int and l.id = (select license_id from devices where id = ${deviceId}::int)`;

export interface CoasterFilters {
  status?: CoasterStatus;
  userId?: number;
  country?: string;
  appVersion?: string;
  silent?: boolean;
}

export type CoasterOrder = 'status' | 'client' | 'lastSeenAt' | 'ridesToday' | 'appVersion' | 'label';

/** The moment and windows a read computes statuses with: one `now` for every row, so counts and pages agree. */
export interface CoasterClock {
  at: Date;
  windows: CoasterWindows;
}

const interval = (ms: number) => sql`(${ms}::float8 * interval '1 millisecond')`;

/** `versionOrderKey` of the domain, in SQL: every run of digits padded to 12, compared byte by byte. */
const versionKey = (column: SQL) =>
  sql`regexp_replace(regexp_replace(${column}, ${'(\\d+)'}::text, ${'00000000000\\1'}::text, 'g'), ${'0*(\\d{12})'}::text, ${'\\1'}::text, 'g') collate "C"`;

/** The device columns the pages read, not `dv.*`: a device's keys and digests are most of its width. */
const machineColumns = sql`dv.id, dv.license_id, dv.hostname, dv.app_version, dv.game_version, dv.activated_at,
  dv.last_seen_at, dv.last_sync_at, dv.pending_rides, dv.license_file_expires_at, dv.online_since, dv.switched_off_at,
  dv.freed_at, dv.revoked_at`;

/**
 * Each licence's machine: the one holding its slot (at most one, `devices_license_slot_unique`), else the one activated
 * last. The holders are read as they are, in one pass without a sort; only the machines of licences whose slot is
 * empty (freed or revoked ones, the few of a fleet) are sorted to find the last. A machine's page names its machine
 * instead, replaced or revoked as it may be.
 */
function machinesOf(scope: CoasterScope, deviceId: number | undefined): SQL {
  if (deviceId !== undefined) return sql`select ${machineColumns} from devices dv where dv.id = ${deviceId}::int`;
  // Every licence's machines are read for the whole fleet: no licence to look up for each.
  const inScope =
    scope === allLicenses
      ? sql`true`
      : sql`dv.license_id in (select l.id from licenses l join users u on u.id = l.user_id where ${scope})`;
  return sql`
    select ${machineColumns} from devices dv where dv.freed_at is null and dv.revoked_at is null and ${inScope}
    union all
    (select distinct on (dv.license_id) ${machineColumns} from devices dv
     where (dv.freed_at is not null or dv.revoked_at is not null) and ${inScope}
       and not exists (select 1 from devices held where held.license_id = dv.license_id
                         and held.freed_at is null and held.revoked_at is null)
     order by dv.license_id, dv.activated_at desc, dv.id desc)`;
}

/**
 * Every licence of the scope with its owner, the owner's country, its machine (`machinesOf`) and its status, computed
 * as `coasterStatus` does.
 */
export function licensesWithStatus(scope: CoasterScope, clock: CoasterClock, deviceId?: number): SQL {
  const now = sql`${clock.at.toISOString()}::timestamptz`;
  return sql`
    select l.id as license_id, l.key as license_key, l.label as license_label, l.game_model, l.revoked_at as license_revoked_at,
           l.created_at as license_created_at, l.unlimited_since, l.user_id, u.name as client_name, u.timezone,
           co.iso_alpha3::text as iso_alpha3,
           d.id as device_id, d.hostname, d.app_version, d.game_version, d.activated_at, d.last_seen_at,
           d.last_sync_at, d.pending_rides, d.license_file_expires_at, d.online_since, d.switched_off_at, d.freed_at,
           d.revoked_at as device_revoked_at, si.device_id as silence_device_id, si.checked_at as silence_checked_at,
           case
             when l.revoked_at is not null or d.revoked_at is not null then 'revoked'
             when d.id is null then 'notActivated'
             when d.freed_at is not null then 'replaced'
             when d.switched_off_at is not null then 'switchedOff'
             when ${now} - d.last_seen_at <= ${interval(clock.windows.onlineForMs)} then 'online'
             when ${now} - d.last_seen_at <= ${interval(clock.windows.lateForMs)} then 'late'
             else 'offline'
           end as status
    from licenses l
    join users u on u.id = l.user_id
    left join countries co on co.id = u.country_id
    left join (${machinesOf(scope, deviceId)}) d on d.license_id = l.id
    left join coaster_silences si on si.license_id = l.id
    where ${scope}`;
}

/** The local time of `now` in the owner's zone (column `timezone` of `row`), as a timestamp without zone. */
const localNow = (row: string, now: SQL) => sql`(${now} at time zone ${sql.raw(row)}.timezone)`;

/**
 * Online but silent (ADR 0084), probed: online without a break for the stretch, nothing waiting on the machine, no
 * ride in the stretch, while in the same local hours of the same weekday it played in enough of the last weeks. The
 * probes of the rides run only for machines online without a recent ride (a CASE, so they are not evaluated for the
 * others), yet they cost about 0.1 ms each: only the evaluation of silences runs them (`markSilences`, ADR 0090).
 */
function probedSilenceOf(row: string, now: SQL): SQL {
  const stretch = interval(coasterRules.silentStretchMs);
  const r = sql.raw(row);
  const weekAgo = sql`(${localNow(row, now)} - make_interval(days => 7 * w))`;
  return sql`case
    when ${r}.status = 'online' and ${r}.pending_rides = 0 and ${r}.online_since <= ${now} - ${stretch}
      and not exists (select 1 from rides sr where sr.license_id = ${r}.license_id and sr.consumed_at > ${now} - ${stretch})
    then (select count(*) from generate_series(1, ${coasterRules.baselineWeeks}::int) w
          where exists (select 1 from rides sr where sr.license_id = ${r}.license_id
            and sr.consumed_at >= (${weekAgo} - ${stretch}) at time zone ${r}.timezone
            and sr.consumed_at < ${weekAgo} at time zone ${r}.timezone)) >= ${coasterRules.silentUsualWeeks}::int
    else false
  end`;
}

/**
 * Online but silent as the pages read it (ADR 0090): the last evaluation marked the machine silent, and since then it
 * has held the slot, stayed online (no new run began), has nothing waiting and played nothing in the stretch. Only a
 * marked row probes the rides, once.
 */
function silentOf(row: string, now: SQL): SQL {
  const r = sql.raw(row);
  return sql`case
    when ${r}.status = 'online' and ${r}.pending_rides = 0 and ${r}.silence_device_id = ${r}.device_id
      and ${r}.online_since <= ${r}.silence_checked_at
    then not exists (select 1 from rides sr where sr.license_id = ${r}.license_id
                       and sr.consumed_at > ${now} - ${interval(coasterRules.silentStretchMs)})
    else false
  end`;
}

/**
 * Rides since the owner's local midnight of every licence, for ordering them all by it: one grouped pass over the rides
 * of the last 26 hours (a local day is at most 25 hours long), found by their time and hashed to their licences' owners
 * for the zone, where a count per licence probed the rides 10,000 times and took twice as long at that size (ADR 0090).
 * It reads the licences itself rather than the page's rows, which would then be computed once more and kept.
 * Licences without rides today are absent.
 */
function ridesTodayOfAll(now: SQL): SQL {
  // Each owner's midnight is computed once (offset 0 keeps it from being folded into the join, once per ride).
  return sql`select tr.license_id, count(*)::int as rides
    from rides tr join licenses tl on tl.id = tr.license_id
    join (select tu.id, date_trunc('day', ${localNow('tu', now)}) at time zone tu.timezone as midnight
          from users tu offset 0) owner on owner.id = tl.user_id
    where tr.consumed_at > ${now} - interval '26 hours' and tr.consumed_at >= owner.midnight
    group by tr.license_id`;
}

/** Rides and customers since the owner's local midnight. */
function ridesTodayOf(row: string, now: SQL): SQL {
  const r = sql.raw(row);
  return sql`(select json_build_object('rides', count(*)::int, 'customers', coalesce(sum(tr.customers_amount), 0)::int)
    from rides tr where tr.license_id = ${r}.license_id
      and tr.consumed_at >= date_trunc('day', ${localNow(row, now)}) at time zone ${r}.timezone)`;
}

/** The order of rows named `row`, the licence last so that pages never overlap. */
function orderOf(row: string, order: CoasterOrder, direction: 'asc' | 'desc'): SQL {
  const dir = sql.raw(direction);
  const r = sql.raw(row);
  // A CASE of constants, where array_position on an array parameter cost 1 µs a row (10 ms at 10,000).
  const statusRank = sql`case ${r}.status ${sql.join(
    coasterStatusOrder.map((status, rank) => sql.raw(`when '${status}' then ${rank}`)),
    sql` `,
  )} end`;
  const keys: Record<CoasterOrder, SQL> = {
    status: sql`${statusRank} ${dir}`,
    client: sql`${r}.client_name ${dir}, ${r}.license_label ${dir}`,
    lastSeenAt: sql`${r}.last_seen_at ${dir} nulls last`,
    ridesToday: sql`${r}.rides_today ${dir}`,
    appVersion: sql`${r}.version_key collate "C" ${dir} nulls last`,
    label: sql`${r}.license_label ${dir}`,
  };
  return sql`${keys[order]}, ${r}.license_id`;
}

function filtersOf(filters: CoasterFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.status) conditions.push(sql`m.status = ${filters.status}`);
  if (filters.userId !== undefined) conditions.push(sql`m.user_id = ${filters.userId}::int`);
  if (filters.country) conditions.push(sql`m.iso_alpha3 = ${filters.country}`);
  if (filters.appVersion) conditions.push(sql`m.app_version = ${filters.appVersion}`);
  if (filters.silent !== undefined) conditions.push(filters.silent ? sql`m.silent` : sql`not m.silent`);
  return sql.join(conditions, sql` and `);
}

/**
 * The versions the fleet's machines holding their slots run, each combination once, for the CTE `held_versions`: one
 * hashed pass over the devices, a handful of rows from which the newest are picked. A version's order key is built
 * for each of those, not each machine: its regular expressions cost 30 µs a row.
 */
const heldVersions = sql`select distinct hd.app_version, hl.game_model, hd.game_version
  from devices hd join licenses hl on hl.id = hd.license_id
  where hd.freed_at is null and hd.revoked_at is null`;

/** The newest app version of `held_versions`. */
const newestApp = sql`(select v from (select distinct app_version as v from held_versions) versions
  order by ${versionKey(sql`v`)} desc limit 1)`;

/** The newest game version of each game model of `held_versions`, as JSON. */
const newestGames = sql`(select coalesce(json_object_agg(model, v), '{}') from (
  select distinct on (game_model) game_model as model, game_version as v from held_versions
  order by game_model, ${versionKey(sql`game_version`)} desc) newest)`;

/** Every game model, with the newest version of those the JSON of `newestGames` names. */
function gameVersionsOf(newest: Partial<Record<GameModel, string>> | null): Record<GameModel, string | null> {
  return Object.fromEntries(gameModels.map((model) => [model, newest?.[model] ?? null])) as Record<
    GameModel,
    string | null
  >;
}

export interface StatusCount {
  status: CoasterStatus;
  count: number;
  silent: number;
}

/** What a page's statement tells beside its rows, on each of them. */
interface Summary {
  total: number;
  /** With `counts` only, as the newest versions. */
  byStatus: StatusCount[];
  newestApp: string | null;
  newestGames: Partial<Record<GameModel, string>> | null;
}

export function coastersRepository(db: Database) {
  return {
    /**
     * A page of the scope's licences, filtered and ordered, with how many pass the filter and, with `counts`, every
     * licence of the scope by status and the silent ones whatever the filter, and the newest versions the fleet runs
     * (ADR 0084, 0090): one statement, which
     * computes the statuses once for both. Rides today are read for every licence only when the order needs them;
     * the rest of a row (usual rides, last ride, block, uptime) only for the page's rows.
     */
    async page(
      scope: CoasterScope,
      clock: CoasterClock,
      query: {
        filters: CoasterFilters;
        order: CoasterOrder;
        direction: 'asc' | 'desc';
        limit?: number;
        offset: number;
        /** This machine as its licence's, whichever holds the slot now (a machine's page). */
        deviceId?: number;
        counts?: boolean;
      },
    ): Promise<{ rows: CoasterRow[]; count: number; byStatus: StatusCount[]; newest: CoasterNewestVersions }> {
      const now = sql`${clock.at.toISOString()}::timestamptz`;
      const todayForAll = query.order === 'ridesToday';
      const versionOrder = query.order === 'appVersion';
      const uptimeFrom = sql`greatest(${now} - ${interval(coasterRules.uptimeMs)}, p.activated_at)`;
      const onlineFor = interval(clock.windows.onlineForMs);
      const local = localNow('p', now);
      const rows = await selectRows<(CoasterRow | Record<keyof CoasterRow, null>) & Summary>(
        db,
        sql`
        with base as (${licensesWithStatus(scope, clock, query.deviceId)}),
        ${todayForAll ? sql`rides_today as (${ridesTodayOfAll(now)}),` : sql``}
        -- The order key of each distinct version, not of each row (materialized, or the planner computes it per row).
        version_keys as materialized (
          select v, ${versionKey(sql`v`)} as k from (select distinct app_version as v from devices) versions
          where ${versionOrder ? sql`true` : sql`false`}),
        -- Only what filters, orders and counts read is kept for every licence; the page's rows read the rest below.
        marked as (
          select b.license_id, b.license_label, b.game_model, b.user_id, b.client_name, b.iso_alpha3, b.device_id,
                 b.app_version, b.game_version, b.last_seen_at, b.freed_at, b.device_revoked_at, b.status,
                 ${silentOf('b', now)} as silent,
                 ${todayForAll ? sql`coalesce(rt.rides, 0)` : sql`null::int`} as rides_today,
                 vk.k as version_key
          from base b left join version_keys vk on vk.v = b.app_version
          ${todayForAll ? sql`left join rides_today rt on rt.license_id = b.license_id` : sql``}),
        -- The whole fleet's machines are those of its rows: their versions come from them, not from a pass of their own.
        held_versions as (${
          scope === allLicenses
            ? // Grouped with the filter as a column and kept out of it (offset 0): the planner's guess of the rows a
              // filter on a CTE keeps is one, and it then sorts the 10,000 where hashing them takes a third of the time.
              sql`select app_version, game_model, game_version from (
                    select distinct m.app_version, m.game_model, m.game_version,
                           m.device_id is not null and m.freed_at is null and m.device_revoked_at is null as held
                    from marked m offset 0) versions
                  where held`
            : heldVersions
        } and ${query.counts ? sql`true` : sql`false`}),
        -- A top-N sort keeps only the page's rows, where numbering every row sorted all of them.
        page as (
          select pm.*, l.key as license_key, l.revoked_at as license_revoked_at, l.created_at as license_created_at,
                 l.unlimited_since, u.timezone, d.hostname, d.activated_at, d.last_sync_at, d.pending_rides,
                 d.license_file_expires_at, d.online_since, d.switched_off_at
          from (select m.* from marked m where ${filtersOf(query.filters)}
                order by ${orderOf('m', query.order, query.direction)}
                ${query.limit === undefined ? sql`` : sql`limit ${query.limit}::int`} offset ${query.offset}::int) pm
          join licenses l on l.id = pm.license_id
          join users u on u.id = pm.user_id
          left join devices d on d.id = pm.device_id),
        -- One row whatever the page holds (none past the last page): how many pass the filter, and the counts.
        summary as (
          select (select count(*)::int from marked m where ${filtersOf(query.filters)}) as total,
                 ${
                   query.counts
                     ? sql`(select coalesce(json_agg(json_build_object('status', g.status, 'count', g.count, 'silent', g.silent)), '[]')
                            from (select m.status, count(*)::int as count, count(*) filter (where m.silent)::int as silent
                                  from marked m group by m.status) g)`
                     : sql`'[]'::json`
                 } as "byStatus",
                 ${query.counts ? newestApp : sql`null::text`} as "newestApp",
                 ${query.counts ? newestGames : sql`null::json`} as "newestGames")
        select s.total, s."byStatus", s."newestApp", s."newestGames", p.license_id as "licenseId", p.license_key as "licenseKey",
               p.license_label as "licenseLabel", p.game_model as "gameModel",
               ${isoText(sql`p.license_revoked_at`)} as "licenseRevokedAt",
               ${isoText(sql`p.unlimited_since`)} as "unlimitedSince", p.user_id as "userId",
               p.client_name as "clientName", p.iso_alpha3 as "isoAlpha3", p.device_id as "deviceId",
               p.hostname, p.status, ${isoText(sql`p.last_seen_at`)} as "lastSeenAt",
               ${isoText(sql`p.online_since`)} as "onlineSince", ${isoText(sql`p.switched_off_at`)} as "switchedOffAt",
               ${isoText(sql`p.freed_at`)} as "freedAt", ${isoText(sql`p.device_revoked_at`)} as "deviceRevokedAt",
               p.silent,
               (today.counts->>'rides')::int as "ridesToday", (today.counts->>'customers')::int as "customersToday",
               usual.rides as "usualRidesByNow",
               ${isoText(sql`(select max(lr.consumed_at) from rides lr where lr.license_id = p.license_id)`)} as "lastRideAt",
               coalesce(p.pending_rides, 0) as "pendingRides",
               case when p.pending_rides > 0
                 then greatest(0, floor(extract(epoch from ${now} - coalesce(p.last_sync_at, p.activated_at))))::int
               end as "syncLagSeconds",
               p.app_version as "appVersion", p.game_version as "gameVersion",
               ${isoText(sql`p.license_file_expires_at`)} as "licenseFileExpiresAt",
               (select json_build_object('code', o.code, 'reason', o.reason, 'since', ${isoText(sql`o.created_at`)})
                from blocking_orders o
                where o.user_id = p.user_id and o.revoked_at is null
                  and (o.license_id = p.license_id or (o.license_id is null and not exists (
                    select 1 from (select t.archived_at, t.expires_at from temporary_unblock_requests t
                                   where t.user_id = p.user_id order by t.created_at desc, t.id desc limit 1) latest
                    where latest.archived_at is null and latest.expires_at > ${now})))
                order by o.license_id is null, o.created_at, o.id
                limit 1) as block,
               case when p.device_id is not null and ${now} > ${uptimeFrom} then least(1, greatest(0,
                 (coalesce((select sum(extract(epoch from least(runs.ended_at, ${now}) - greatest(runs.started_at, ${uptimeFrom})))
                            from device_online_runs runs
                            where runs.device_id = p.device_id and runs.ended_at > ${uptimeFrom}), 0)
                  + case when p.online_since is null then 0
                      else greatest(0, extract(epoch from least(${now}, p.last_seen_at + ${onlineFor})
                                                         - greatest(p.online_since, ${uptimeFrom}))) end)
                 / extract(epoch from ${now} - ${uptimeFrom})))::float8
               end as uptime7d
        from summary s
        left join page p on true
        left join lateral (select ${ridesTodayOf('p', now)} as counts) today on true
        left join lateral (
          select avg((select count(*) from rides ur where ur.license_id = p.license_id
                        and ur.consumed_at >= (date_trunc('day', ${local}) - make_interval(days => 7 * w)) at time zone p.timezone
                        and ur.consumed_at < (${local} - make_interval(days => 7 * w)) at time zone p.timezone))::float8 as rides
          from generate_series(1, ${coasterRules.baselineWeeks}::int) w
          where (date_trunc('day', ${local}) - make_interval(days => 7 * w)) at time zone p.timezone >= p.license_created_at
        ) usual on true
        order by ${orderOf('p', query.order, query.direction)}`,
      );
      const [summary] = rows;
      return {
        rows: rows.flatMap(({ total: _total, byStatus: _byStatus, newestApp: _app, newestGames: _games, ...row }) =>
          row.licenseId === null ? [] : [row as CoasterRow],
        ),
        count: summary?.total ?? 0,
        byStatus: summary?.byStatus ?? [],
        newest: { appVersion: summary?.newestApp ?? null, gameVersions: gameVersionsOf(summary?.newestGames ?? null) },
      };
    },

    /**
     * Evaluates every licence's silence by probing its rides (ADR 0090) and keeps the marks the pages read: the
     * silent ones marked at `clock.at`, every other mark removed, in one statement. Answers the silent machines with
     * their last ride.
     */
    async markSilences(clock: CoasterClock): Promise<{ deviceId: number; lastRideAt: string | null }[]> {
      const now = sql`${clock.at.toISOString()}::timestamptz`;
      return selectRows<{ deviceId: number; lastRideAt: string | null }>(
        db,
        sql`with base as (${licensesWithStatus(allLicenses, clock)}),
            silent as (select b.license_id, b.device_id from base b where ${probedSilenceOf('b', now)}),
            -- Both writes run whether or not the answer reads them.
            cleared as (
              delete from coaster_silences s
              where not exists (select 1 from silent x where x.license_id = s.license_id and x.device_id = s.device_id)),
            marked as (
              insert into coaster_silences (license_id, device_id, checked_at)
              select license_id, device_id, ${now} from silent
              on conflict (license_id) do update set device_id = excluded.device_id, checked_at = excluded.checked_at)
            select x.device_id as "deviceId",
                   ${isoText(sql`(select max(lr.consumed_at) from rides lr where lr.license_id = x.license_id)`)} as "lastRideAt"
            from silent x
            order by x.device_id`,
      );
    },

    /** The newest app version and game versions by model among the machines holding their slots, fleet-wide. */
    async newestVersions(): Promise<CoasterNewestVersions> {
      const [row] = await selectRows<{ appVersion: string | null; games: Partial<Record<GameModel, string>> | null }>(
        db,
        sql`with held_versions as (${heldVersions}) select ${newestApp} as "appVersion", ${newestGames} as games`,
      );
      return { appVersion: row?.appVersion ?? null, gameVersions: gameVersionsOf(row?.games ?? null) };
    },

    /** The coins charged by the owner's rides in `[from, to)`, and how many rides were charged. */
    async charged(userId: number, from: Date, to: Date): Promise<{ coins: number; rides: number }> {
      const [row] = await selectRows<{ coins: number; rides: number }>(
        db,
        sql`select coalesce(sum(r.charged_amount), 0)::float8 as coins, count(*) filter (where r.charged_amount > 0)::int as rides
            from rides r
            where r.license_id in (select id from licenses where user_id = ${userId}::int)
              and r.consumed_at >= ${from.toISOString()}::timestamptz and r.consumed_at < ${to.toISOString()}::timestamptz`,
      );
      return { coins: Number(row?.coins ?? 0), rides: Number(row?.rides ?? 0) };
    },
  };
}
