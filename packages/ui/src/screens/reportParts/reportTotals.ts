import type {
  AdminReportLicensesByLocationResponse,
  AdminReportSalesByMonthEntry,
  AdminReportConsumptionByDay,
  AdminReportConsumptionByMonth,
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

type TotalsContext = Pick<ReportColumnContext, 't' | 'language'>;

const sumOf = <Row>(rows: readonly Row[], of: (row: Row) => number) => rows.reduce((total, row) => total + of(row), 0);

/** Rides: customers, coins charged and credits added over the whole period, as the server summed them. */
export function ridesReportTotals(data: AdminReportRidesResponse, { t, language }: TotalsContext): ReportTotals {
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
  { t, language }: TotalsContext,
): ReportTotals {
  return {
    label: t('adminReports.results.totalOfPeriod'),
    values: { label: t('adminReports.results.licenses', { count: formatNumber(data.meta.count, language) }) },
  };
}

/** Coins: the coins of every record of the period, corrections deducted, signed. */
export function coinsReportTotals(data: AdminReportCoinsResponse, { t, language }: TotalsContext): ReportTotals {
  const total = formatNumber(data.totalAmount, language, { signDisplay: 'exceptZero' });
  return { label: t('adminReports.results.totalOfPeriod'), values: { amount: total } };
}

/** Consumption by day: the rows' own sums (the server sums none), of the period or of this page only. */
export function consumptionByDayReportTotals(
  rows: readonly AdminReportConsumptionByDay[],
  onePage: boolean,
  { t, language }: TotalsContext,
): ReportTotals {
  return {
    label: onePage ? t('adminReports.results.totalOfPeriod') : t('adminReports.results.totalOfPage'),
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
  rows: readonly AdminReportConsumptionByMonth[],
  { t, language }: TotalsContext,
): ReportTotals {
  const total = formatNumber(
    sumOf(rows, (row) => row.total_customers_amount),
    language,
  );
  return { label: t('adminReports.results.totalOfPeriod'), values: { customers: total } };
}

/** Coin sales: coins sold over the period, corrections deducted. */
export function salesByMonthReportTotals(
  rows: readonly AdminReportSalesByMonthEntry[],
  { t, language }: TotalsContext,
): ReportTotals {
  const total = formatNumber(
    sumOf(rows, (row) => row.total_amount),
    language,
  );
  return { label: t('adminReports.results.totalOfPeriod'), values: { coins: total } };
}
