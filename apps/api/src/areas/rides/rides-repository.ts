import { and, gte, lt, sql } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { isAnyOf } from '../../db/arrays.ts';
import type { RideTotals } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { isoText, selectRows } from '../../db/rows.ts';
import { rides } from '../../db/schema.ts';
import type { TitlesByLanguage } from '../content/index.ts';
import type { DateRange } from '../../shared/calendar-repository.ts';
import { licensesIn, rideRollupsRepository } from './ride-rollups-repository.ts';

/** Sums come back from PostgreSQL as bigint or numeric, which the drivers hand over as strings. */
const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const rowCount = () => sql<number>`count(*)`.mapWith(Number);

/** A ride as a page of `listPage` holds it; instants as ISO text to the millisecond, as `Date#toISOString` writes. */
export interface RidePageRow {
  id: number;
  consumedAt: string;
  syncedAt: string;
  durationSeconds: number;
  scenarioTimeSeconds: number;
  customersAmount: number;
  chargedAmount: number;
  scenarioId: number;
  /** The scenario's title per content language (one object per scenario, shared by its rides). */
  scenarioTitles: TitlesByLanguage;
  licenseKey: string;
  label: string;
  rideCost: number;
  creditsAdded: number;
  creditsAddOnKeyboard: number;
  creditsExpired: number;
  discountUsed: number;
}

/** A licence's id, key and label, as a page of rides carries them. */
type LicenseCells = [id: number, key: string, label: string];
/** The titles per language of the page's scenarios, by scenario id. */
type ScenarioTitles = Record<string, TitlesByLanguage>;

/** A json column: node-postgres parses it, PGlite may hand over the text. */
const parsedJson = <T>(value: string | T | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

function ridesOf(licenseIds: readonly number[], range?: Partial<DateRange>) {
  return and(
    isAnyOf(rides.licenseId, licenseIds),
    range?.startAt && gte(rides.consumedAt, range.startAt),
    range?.endAt && lt(rides.consumedAt, range.endAt),
  );
}

export function ridesRepository(db: Database) {
  return {
    /**
     * A page of rides of these licences in the range, newest first, with the licence and scenario they belong to.
     * A report page holds 5,000 rides: read as rows, the driver turned each of their 75,000 values into a string of
     * its own (21 ms of a 100 ms report). So the database packs the page into one text, a line per ride of numbers
     * and instants joined by commas (none of which holds a comma); the licences' key and label, which may, and the
     * titles of the page's scenarios come as JSON beside it, in the same round trip.
     */
    async listPage(
      licenseIds: readonly number[],
      range: DateRange,
      page: { limit: number; offset: number },
    ): Promise<RidePageRow[]> {
      const [packed] = await selectRows<{
        lines: string | null;
        licenses: string | LicenseCells[] | null;
        titles: string | ScenarioTitles | null;
      }>(
        db,
        sql`with page as (
              select r.*, s.time_seconds from rides r join scenarios s on s.id = r.scenario_id
              where ${isAnyOf(sql`r.license_id`, licenseIds)}
                and r.consumed_at >= ${range.startAt.toISOString()}::timestamptz
                and r.consumed_at < ${range.endAt.toISOString()}::timestamptz
              order by r.consumed_at desc, r.id desc
              limit ${page.limit} offset ${page.offset})
            select (select string_agg(concat_ws(',', id, ${isoText(sql`consumed_at`)}, ${isoText(sql`synced_at`)},
                                                duration_seconds, time_seconds, customers_amount, charged_amount,
                                                scenario_id, license_id, ride_cost, credits_added,
                                                credits_add_on_keyboard, credits_expired, discount_used),
                                      E'\n' order by consumed_at desc, id desc) from page) as lines,
                   (select json_agg(json_build_array(id, key, label)) from licenses
                    where id in (select distinct license_id from page)) as licenses,
                   (select json_object_agg(scenario_id, titles)
                    from (select scenario_id, json_object_agg(language, title) as titles from scenario_texts
                          where scenario_id in (select distinct scenario_id from page)
                          group by scenario_id) as texts) as titles`,
      );
      if (!packed?.lines) return [];
      const licenses = new Map((parsedJson(packed.licenses) ?? []).map(([id, key, label]) => [id, { key, label }]));
      const titles = parsedJson(packed.titles) ?? {};
      const untitled: TitlesByLanguage = {};
      return packed.lines.split('\n').map((line) => {
        const cells = line.split(',');
        const license = licenses.get(Number(cells[8]));
        return {
          id: Number(cells[0]),
          consumedAt: cells[1] ?? '',
          syncedAt: cells[2] ?? '',
          durationSeconds: Number(cells[3]),
          scenarioTimeSeconds: Number(cells[4]),
          customersAmount: Number(cells[5]),
          chargedAmount: Number(cells[6]),
          scenarioId: Number(cells[7]),
          scenarioTitles: titles[cells[7] ?? ''] ?? untitled,
          licenseKey: license?.key ?? '',
          label: license?.label ?? '',
          rideCost: Number(cells[9]),
          creditsAdded: Number(cells[10]),
          creditsAddOnKeyboard: Number(cells[11]),
          creditsExpired: Number(cells[12]),
          discountUsed: Number(cells[13]),
        };
      });
    },

    /** Rides, customers and credits added of these licences, in the range or of all time. */
    async totals(licenseIds: readonly number[], range?: Partial<DateRange>): Promise<RideTotals> {
      const [row] = await db
        .select({ rides: rowCount(), customers: sumOf(rides.customersAmount), creditsAdded: sumOf(rides.creditsAdded) })
        .from(rides)
        .where(ridesOf(licenseIds, range));
      return row ?? { rides: 0, customers: 0, creditsAdded: 0 };
    },

    /** Customers and rides per licence in the range. */
    totalsPerLicense(licenseIds: readonly number[], range: DateRange) {
      return db
        .select({ licenseId: rides.licenseId, customers: sumOf(rides.customersAmount), rides: rowCount() })
        .from(rides)
        .where(ridesOf(licenseIds, range))
        .groupBy(rides.licenseId);
    },

    /** Customers and rides per scenario in the range. */
    totalsPerScenario(licenseIds: readonly number[], range: DateRange) {
      return db
        .select({ scenarioId: rides.scenarioId, customers: sumOf(rides.customersAmount), rides: rowCount() })
        .from(rides)
        .where(ridesOf(licenseIds, range))
        .groupBy(rides.scenarioId);
    },

    /** Customers per licence and month of the time zone, each month named by the instant it starts. */
    async customersPerLicenseAndMonth(licenseIds: readonly number[], range: DateRange, timezone: string) {
      if (licenseIds.length === 0) return [];
      // From the rollups when the zone has them (ADR 0028), else from the rides.
      const rollups = rideRollupsRepository(db);
      const spans = await rollups.spansOf(range, timezone, 'month');
      if (spans) {
        const rolled = await selectRows<{ licenseId: number; monthStartMs: number | string; customers: string }>(
          db,
          sql`select license_id as "licenseId",
                     extract(epoch from period::timestamp at time zone ${timezone})::float8 * 1000 as "monthStartMs",
                     sum(customers)::text as customers
              from (${rollups.source(spans, licensesIn(licenseIds), 'month')}) as s
              group by 1, 2`,
        );
        return rolled.map((row) => ({
          licenseId: Number(row.licenseId),
          monthStart: new Date(Number(row.monthStartMs)),
          customers: Number(row.customers),
        }));
      }
      const rows = await selectRows<{ licenseId: number; monthStartMs: number | string; customers: number | string }>(
        db,
        sql`select license_id as "licenseId",
                   extract(epoch from date_trunc('month', consumed_at at time zone ${timezone}) at time zone ${timezone})::float8
                     * 1000 as "monthStartMs",
                   sum(customers_amount) as customers
            from rides
            where license_id in (${sql.join(
              licenseIds.map((id) => sql`${id}`),
              sql`, `,
            )})
              and consumed_at >= ${range.startAt.toISOString()}::timestamptz and consumed_at < ${range.endAt.toISOString()}::timestamptz
            group by 1, 2`,
      );
      return rows.map((row) => ({
        licenseId: Number(row.licenseId),
        monthStart: new Date(Number(row.monthStartMs)),
        customers: Number(row.customers),
      }));
    },
  };
}
