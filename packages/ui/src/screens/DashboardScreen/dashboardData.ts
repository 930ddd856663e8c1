import type { CustomersPerLicense, LicenseRanking, ScenarioShare } from '@orbit/contract';
import { contentTextIn, limits } from '@orbit/domain';
import type { ArcDatum, CategoryDatum, ChartSeries } from '../../components/ChartFrame/chartTypes.ts';

/** Formats a month's start for an axis, such as "Nov 26". */
export type MonthLabel = (startAt: string) => string;

/** Customers and rides of the month, summed over the licences of the ranking. */
export function monthTotals(ranking: Pick<LicenseRanking, 'results'>): { customers: number; rides: number } {
  return ranking.results.reduce(
    (totals, row) => ({ customers: totals.customers + row.customersAmount, rides: totals.rides + row.ridesAmount }),
    { customers: 0, rides: 0 },
  );
}

/** The bars of customers per licence: a category per month, a series per licence of the top ten (docs/domain.md#constants-and-limits). */
export function customersPerLicenseBars(
  report: CustomersPerLicense,
  monthLabel: MonthLabel,
): { data: CategoryDatum[]; series: ChartSeries[] } {
  const top = [...report.licenses]
    .sort((a, b) => b.customersAmount - a.customersAmount)
    .slice(0, limits.chartTopN)
    .filter((license) => license.customersAmount > 0);
  return {
    series: top.map((license) => ({ id: license.key, label: license.label })),
    data: report.rows.map((row) => ({
      id: row.startAt,
      label: monthLabel(row.startAt),
      values: Object.fromEntries(top.map((license) => [license.key, row.customers[license.key] ?? 0])),
    })),
  };
}

/** The line of customers per month over every licence; no data when no month has any. */
export function totalPerMonthLine(
  report: CustomersPerLicense,
  monthLabel: MonthLabel,
  seriesLabel: string,
): { data: CategoryDatum[]; series: ChartSeries[] } {
  const data = report.rows.map((row) => ({
    id: row.startAt,
    label: monthLabel(row.startAt),
    values: { total: Object.values(row.customers).reduce((sum, value) => sum + value, 0) },
  }));
  const any = data.some((datum) => datum.values.total > 0);
  return { data: any ? data : [], series: [{ id: 'total', label: seriesLabel }] };
}

/** The slices of the licence ranking: the top ten licences of the month by customers. */
export function licenseRankingSlices(ranking: Pick<LicenseRanking, 'results'>): ArcDatum[] {
  return [...ranking.results]
    .sort((a, b) => b.customersAmount - a.customersAmount)
    .slice(0, limits.chartTopN)
    .map((row) => ({ id: row.licenseKey, label: row.label, value: row.customersAmount }));
}

/** The slices of the scenario share: the top ten scenarios of the month, titled in the interface language. */
export function scenarioShareSlices(share: Pick<ScenarioShare, 'results'>, language: string): ArcDatum[] {
  return [...share.results]
    .sort((a, b) => b.customersAmount - a.customersAmount)
    .slice(0, limits.chartTopN)
    .map((row) => {
      const title = contentTextIn(row.scenarioTitles, language);
      return { id: String(row.scenarioId), label: title ?? `#${row.scenarioId}`, value: row.customersAmount };
    });
}
