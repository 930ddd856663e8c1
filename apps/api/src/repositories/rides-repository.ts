import { and, gte, lt, sql } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { isAnyOf } from '../db/arrays.ts';
import type { RideTotals } from '@orbit/domain';
import type { Database } from '../db/client.ts';
import { isoText, selectPageRows, selectRows } from '../db/rows.ts';
import { rides } from '../db/schema.ts';
import type { DateRange } from './calendar-repository.ts';
import { licencesIn, rideRollupsRepository } from './ride-rollups-repository.ts';

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
  licenseKey: string;
  label: string;
  rideCost: number;
  creditsAdded: number;
  creditsAddOnKeyboard: number;
  creditsExpired: number;
  discountUsed: number;
}

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
     * Raw SQL read as `selectPageRows` reads fastest, instants as ISO text: a report page holds 5,000 rides, and mapping each
     * column through the query builder (or, on PGlite, each value of the result) cost more than the query itself.
     */
    listPage(licenseIds: readonly number[], range: DateRange, page: { limit: number; offset: number }) {
      return selectPageRows<RidePageRow>(
        db,
        sql`select r.id::float8 as id, ${isoText(sql`r.consumed_at`)} as "consumedAt",
                   ${isoText(sql`r.synced_at`)} as "syncedAt", r.duration_seconds as "durationSeconds",
                   s.time_seconds as "scenarioTimeSeconds", r.customers_amount as "customersAmount",
                   r.charged_amount as "chargedAmount", r.scenario_id as "scenarioId", l.key as "licenseKey",
                   l.label, r.ride_cost as "rideCost", r.credits_added as "creditsAdded",
                   r.credits_add_on_keyboard as "creditsAddOnKeyboard", r.credits_expired as "creditsExpired",
                   r.discount_used as "discountUsed"
            from rides r
            join licenses l on l.id = r.license_id
            join scenarios s on s.id = r.scenario_id
            where ${isAnyOf(sql`r.license_id`, licenseIds)}
              and r.consumed_at >= ${range.startAt.toISOString()}::timestamptz
              and r.consumed_at < ${range.endAt.toISOString()}::timestamptz
            order by r.consumed_at desc, r.id desc
            limit ${page.limit} offset ${page.offset}`,
      );
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
              from (${rollups.source(spans, licencesIn(licenseIds), 'month')}) as s
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
