import type {
  AdminReportLicensesByLocationResponse,
  AdminReportSalesByMonthResponse,
  AdminReportConsumptionByDayResponse,
  AdminReportConsumptionByMonthResponse,
  AdminReportRidesResponse,
  AdminReportCoinsResponse,
} from '@orbit/contract';
import { formatNumber } from '@orbit/i18n';
import type { ReportColumnContext } from './reportColumns.ts';

/** A report's row of totals, by column id, shared by the table's footer and the PDF's. */
export interface ReportTotals {
  /** Names the row. */
  label: string;
  /** The formatted total of each column that has one. */
  values: Readonly<Record<string, string>>;
}

/** What the totals are written with. */
export type ReportTotalsContext = Pick<ReportColumnContext, 't' | 'language'>;

/** Whether the rows of this page are every row of the report. */
export function isOnePage(data: { results: readonly unknown[]; meta: { count: number } }): boolean {
  return data.meta.count <= data.results.length;
}

const sumOf = <Row>(rows: readonly Row[], of: (row: Row) => number) => rows.reduce((total, row) => total + of(row), 0);

/** Rides: customers, coins charged and credits added over the whole period, as the server summed them. */
export function ridesReportTotals(data: AdminReportRidesResponse, { t, language }: ReportTotalsContext): ReportTotals {
  const number = (value: number) => formatNumber(value, language);
  return {
    label: t('adminReports.results.totalOfPeriod'),
    values: {
      customersAmount: number(data.customersAmount),
      chargedAmount: number(data.totalAmount),
      creditsAdded: number(data.totalCreditsAdded),
    },
  };
}

/** Active licences: how many. */
export function licensesByLocationReportTotals(
  data: AdminReportLicensesByLocationResponse,
  { t, language }: ReportTotalsContext,
): ReportTotals {
  return {
    label: t('adminReports.results.totalOfPeriod'),
    values: { label: t('adminReports.results.licenses', { count: formatNumber(data.meta.count, language) }) },
  };
}

/** Coins: the coins of every record of the period, corrections deducted, signed. */
export function coinsReportTotals(data: AdminReportCoinsResponse, { t, language }: ReportTotalsContext): ReportTotals {
  const total = formatNumber(data.totalAmount, language, { signDisplay: 'exceptZero' });
  return { label: t('adminReports.results.totalOfPeriod'), values: { amount: total } };
}

/**
 * Consumption by day: the rows' own sums (the server sums none), of the period when one page holds every row, of
 * this page only otherwise.
 */
export function consumptionByDayReportTotals(
  data: AdminReportConsumptionByDayResponse,
  { t, language }: ReportTotalsContext,
): ReportTotals {
  const rows = data.results;
  return {
    label: isOnePage(data) ? t('adminReports.results.totalOfPeriod') : t('adminReports.results.totalOfPage'),
    values: {
      customers: formatNumber(
        sumOf(rows, (row) => row.total_customers_amount),
        language,
      ),
      rides: formatNumber(
        sumOf(rows, (row) => row.Laps),
        language,
      ),
    },
  };
}

/** Consumption by month: customers of every month of the period. */
export function consumptionByMonthReportTotals(
  data: AdminReportConsumptionByMonthResponse,
  { t, language }: ReportTotalsContext,
): ReportTotals {
  const total = formatNumber(
    sumOf(data.results, (row) => row.total_customers_amount),
    language,
  );
  return { label: t('adminReports.results.totalOfPeriod'), values: { customers: total } };
}

/** Coin sales: coins sold over the period, corrections deducted. */
export function salesByMonthReportTotals(
  data: AdminReportSalesByMonthResponse,
  { t, language }: ReportTotalsContext,
): ReportTotals {
  const total = formatNumber(
    sumOf(data.results, (row) => row.total_amount),
    language,
  );
  return { label: t('adminReports.results.totalOfPeriod'), values: { coins: total } };
}
