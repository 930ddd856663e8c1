import type {
  AdminReportSalesByMonthEntry,
  AdminReportConsumptionByDay,
  AdminReportConsumptionByMonth,
} from '@orbit/contract';
import type { CategoryDatum } from '../../components/ChartFrame/index.ts';
import { formatReportDay, formatReportMonth } from './reportColumns.ts';

/** Customers and rides of every licence summed per day, oldest first: one point per day of the line chart. */
export function consumptionByDayPoints(
  rows: readonly AdminReportConsumptionByDay[],
  language: string,
): CategoryDatum[] {
  const days = new Map<string, { customers: number; rides: number }>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { customers: 0, rides: 0 };
    day.customers += row.total_customers_amount;
    day.rides += row.Laps;
    days.set(row.day, day);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, totals]) => ({ id: day, label: formatReportDay(day, language), values: totals }));
}

/** Customers per month, oldest first. */
export function consumptionByMonthBars(
  rows: readonly AdminReportConsumptionByMonth[],
  language: string,
): CategoryDatum[] {
  return [...rows]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((row) => ({
      id: row.month,
      label: formatReportMonth(row.month, language),
      values: { customers: row.total_customers_amount },
    }));
}

/**
 * Coins sold per month, oldest first. A month whose corrections outweigh its sales draws no bar (the axis starts
 * at 0); the table beside the chart shows its true, negative figure.
 */
export function salesByMonthBars(rows: readonly AdminReportSalesByMonthEntry[], language: string): CategoryDatum[] {
  return [...rows]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((row) => ({
      id: row.month,
      label: formatReportMonth(row.month, language),
      values: { coins: Math.max(0, row.total_amount) },
    }));
}
