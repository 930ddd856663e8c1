import type { Consumption, ConsumptionList } from '@orbit/contract';
import { ridePercentage, rideStatus, type RideTotals } from '@orbit/domain';
import type { DateRange } from '../../shared/calendar-repository.ts';
import type { RidePageRow } from './rides-repository.ts';

/** A page of rides as the API shows them, each with its scenario's titles. */
function consumptionsOf(rows: readonly RidePageRow[]): Consumption[] {
  return rows.map((row) => ({
    id: row.id,
    consumedAt: row.consumedAt,
    syncedAt: row.syncedAt,
    durationInSeconds: row.durationSeconds,
    time: row.scenarioTimeSeconds,
    customersAmount: row.customersAmount,
    chargedAmount: row.chargedAmount,
    scenarioId: row.scenarioId,
    scenarioTitles: row.scenarioTitles,
    licenseKey: row.licenseKey,
    label: row.label,
    rideCost: row.rideCost,
    creditsAdded: row.creditsAdded,
    creditsAddOnKeyboard: row.creditsAddOnKeyboard,
    creditsExpired: row.creditsExpired,
    discountUsed: row.discountUsed,
    percentage: ridePercentage(row.durationSeconds, row.scenarioTimeSeconds),
    status: rideStatus(row.durationSeconds),
  }));
}

/** The totals of a consumption list: of its range, of the range of the same length before it, and of all time. */
export interface ConsumptionListTotals {
  inRange: RideTotals;
  before: RideTotals;
  allTime: RideTotals;
}

/** A page of rides in `range` with its totals, as the client and the admin consumption lists answer it. */
export function consumptionListOf(
  rows: readonly RidePageRow[],
  page: { limit: number; offset: number },
  range: DateRange,
  { inRange, before, allTime }: ConsumptionListTotals,
): ConsumptionList {
  return {
    results: consumptionsOf(rows),
    meta: { count: inRange.rides, ...page },
    range: { startAt: range.startAt.toISOString(), endAt: range.endAt.toISOString() },
    customersAmount: inRange.customers,
    previousCustomersAmount: before.customers,
    totalCustomersAmount: allTime.customers,
    totalCreditsAdded: inRange.creditsAdded,
  };
}
