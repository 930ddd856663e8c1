import type {
  AdminReportLicenseByLocation,
  AdminReportSalesByMonthEntry,
  AdminReportConsumptionByDay,
  AdminReportConsumptionByMonth,
  AdminReportSearchLicenseResult,
  AdminReportWalletStatementEntry,
  AdminReportCoinsEntry,
  Consumption,
} from '@orbit/contract';
import { licenseAdminType, licenseStatus, limits, maskLicenseKey, rideScenarioTitle, rideStatus } from '@orbit/domain';
import { countryName, formatDate, formatNumber, type TFunction } from '@orbit/i18n';
import { formatRideDuration } from '../../components/ConsumptionsTable/formatRideDuration.ts';
import type { DataTableColumn } from '../../components/DataTable/index.ts';
import type { SortValue } from '../../components/DataTable/index.ts';

/**
 * One column of a staff report, shared by the table on screen and the console's PDF and CSV exports, so the
 * three always hold the same columns under the same names.
 */
export interface ReportColumn<Row> {
  /** Stable identifier. */
  id: string;
  /** The heading, in the reader's language. */
  header: string;
  /** The cell as the reader sees it (screen and PDF). */
  text: (row: Row) => string;
  /** The cell for a spreadsheet (CSV): plain numbers and ISO instants; `text` when absent. */
  value?: (row: Row) => string | number;
  /** `end` for amounts. */
  align?: 'start' | 'end';
  /** Makes the column sortable on screen by this value. */
  sortValue?: (row: Row) => SortValue;
}

/** What the columns are written with. */
export interface ReportColumnContext {
  /** The interface's translate function. */
  t: TFunction;
  /** The interface language, for dates and numbers. */
  language: string;
  /** The staff member's IANA time zone, for dates; the browser's when omitted. */
  timeZone?: string;
  /** The name of a client by id (the rows of some reports carry only the id). */
  clientName?: (userId: number) => string;
  /** The name of the client owning a licence key (ride rows carry only the key). */
  licenseOwnerName?: (licenseKey: string) => string;
}

/** The columns of the screen's DataTable. */
export function toTableColumns<Row>(columns: readonly ReportColumn<Row>[]): DataTableColumn<Row>[] {
  return columns.map(({ id, header, text, align, sortValue }) => ({ id, header, cell: text, align, sortValue }));
}

/** A `YYYY-MM` month of the report's zone, as "May 2026". */
export function formatReportMonth(month: string, language: string): string {
  return formatDate(`${month}-15T12:00:00.000Z`, language, 'monthYear', 'UTC');
}

/** A `YYYY-MM-DD` day of the report's zone, as "May 15, 2026". */
export function formatReportDay(day: string, language: string): string {
  return formatDate(`${day}T12:00:00.000Z`, language, 'medium', 'UTC');
}

/** An instant as a date and time of the staff member's zone, as the reports write them. */
export function formatReportDateTime(
  instant: string,
  { language, timeZone }: Pick<ReportColumnContext, 'language' | 'timeZone'>,
): string {
  return formatDate(instant, language, 'dateTime', timeZone);
}

function helpers(context: ReportColumnContext) {
  const { t, language, timeZone } = context;
  const number = (value: number) => formatNumber(value, language);
  const dateTime = (instant: string) => formatReportDateTime(instant, context);
  const masked = (key: string) => maskLicenseKey(key, limits.maskedKeyVisible);
  const amount = <Row>(id: string, header: string, of: (row: Row) => number): ReportColumn<Row> => ({
    id,
    header,
    text: (row) => number(of(row)),
    value: of,
    align: 'end',
    sortValue: of,
  });
  const licenseType = (dates: { unlimitedSince: string | null; unlimitedOfflineTimeSince?: string | null }) => {
    const type = licenseAdminType({
      unlimitedSince: dates.unlimitedSince,
      unlimitedOfflineTimeSince: dates.unlimitedOfflineTimeSince ?? null,
    });
    return type === 'limited'
      ? t('adminReports.types.limited')
      : t(`adminReports.types.${type}`, { date: formatDate(dates.unlimitedSince ?? '', language, 'short', timeZone) });
  };
  /** The month of a report by month. */
  const month = <Row extends { month: string }>(): ReportColumn<Row> => ({
    id: 'month',
    header: t('adminReports.columns.month'),
    text: (row) => formatReportMonth(row.month, language),
    value: (row) => row.month,
    sortValue: (row) => row.month,
  });
  return { number, dateTime, masked, amount, licenseType, month, t };
}

/** Rides (docs/domain.md#screens-and-addresses): every ride of the chosen licences. */
export function ridesReportColumns(context: ReportColumnContext): ReportColumn<Consumption>[] {
  const { dateTime, masked, amount, t } = helpers(context);
  const owner = context.licenseOwnerName ?? (() => '');
  return [
    {
      id: 'consumedAt',
      header: t('adminReports.columns.date'),
      text: (ride) => dateTime(ride.consumedAt),
      value: (ride) => ride.consumedAt,
      sortValue: (ride) => Date.parse(ride.consumedAt),
    },
    {
      id: 'client',
      header: t('adminReports.columns.client'),
      text: (ride) => owner(ride.licenseKey),
      sortValue: (ride) => owner(ride.licenseKey),
    },
    {
      id: 'label',
      header: t('adminReports.columns.license'),
      text: (ride) => ride.label,
      sortValue: (ride) => ride.label,
    },
    { id: 'licenseKey', header: t('adminReports.columns.key'), text: (ride) => masked(ride.licenseKey) },
    {
      id: 'scenario',
      header: t('adminReports.columns.scenario'),
      text: (ride) => rideScenarioTitle(ride, context.language),
      sortValue: (ride) => rideScenarioTitle(ride, context.language),
    },
    {
      id: 'duration',
      header: t('adminReports.columns.duration'),
      text: (ride) => formatRideDuration(ride.durationInSeconds),
      value: (ride) => ride.durationInSeconds,
      align: 'end',
      sortValue: (ride) => ride.durationInSeconds,
    },
    {
      id: 'status',
      header: t('adminReports.columns.status'),
      text: (ride) => t(`licenses.rideStatuses.${rideStatus(ride.durationInSeconds)}`),
    },
    amount('customersAmount', t('adminReports.columns.customers'), (ride: Consumption) => ride.customersAmount),
    amount('chargedAmount', t('adminReports.columns.coinsCharged'), (ride: Consumption) => ride.chargedAmount),
    amount('creditsAdded', t('adminReports.columns.creditsAdded'), (ride: Consumption) => ride.creditsAdded),
  ];
}

/** Active licences by location: licences with rides in the period, of clients of the countries. */
export function licensesByLocationReportColumns(
  context: ReportColumnContext,
): ReportColumn<AdminReportLicenseByLocation>[] {
  const { dateTime, masked, licenseType, t } = helpers(context);
  const country = (row: AdminReportLicenseByLocation) => countryName(row.isoAlpha3, context.language);
  return [
    { id: 'country', header: t('adminReports.columns.country'), text: country, sortValue: country },
    { id: 'name', header: t('adminReports.columns.client'), text: (row) => row.name, sortValue: (row) => row.name },
    { id: 'email', header: t('adminReports.columns.email'), text: (row) => row.email },
    { id: 'label', header: t('adminReports.columns.license'), text: (row) => row.label, sortValue: (row) => row.label },
    { id: 'license', header: t('adminReports.columns.key'), text: (row) => masked(row.license) },
    { id: 'type', header: t('adminReports.columns.type'), text: licenseType, value: (row) => row.unlimitedSince ?? '' },
    {
      id: 'lastSynced',
      header: t('adminReports.columns.lastSynced'),
      text: (row) => dateTime(row.lastSynced),
      value: (row) => row.lastSynced,
      sortValue: (row) => Date.parse(row.lastSynced),
    },
  ];
}

/** Coins (the tickets log): coin records of the chosen clients' wallets. */
export function coinsReportColumns(context: ReportColumnContext): ReportColumn<AdminReportCoinsEntry>[] {
  const { dateTime, number, t } = helpers(context);
  const signed = (value: number) => (value > 0 ? `+${number(value)}` : number(value));
  return [
    {
      id: 'createdAt',
      header: t('adminReports.columns.date'),
      text: (row) => dateTime(row.createdAt),
      value: (row) => row.createdAt,
      sortValue: (row) => Date.parse(row.createdAt),
    },
    { id: 'name', header: t('adminReports.columns.client'), text: (row) => row.name, sortValue: (row) => row.name },
    { id: 'email', header: t('adminReports.columns.email'), text: (row) => row.email },
    {
      id: 'country',
      header: t('adminReports.columns.country'),
      text: (row) => row.isoAlpha2 ?? '—',
      value: (row) => row.isoAlpha2 ?? '',
    },
    {
      id: 'amount',
      header: t('adminReports.columns.coins'),
      text: (row) => signed(row.amount),
      value: (row) => row.amount,
      align: 'end',
      sortValue: (row) => row.amount,
    },
    { id: 'issuer', header: t('adminReports.columns.issuer'), text: (row) => row.issuerUser.name },
  ];
}

/** Consumption by day: customers and rides of each licence on each day with rides. */
export function consumptionByDayReportColumns(
  context: ReportColumnContext,
): ReportColumn<AdminReportConsumptionByDay>[] {
  const { masked, amount, licenseType, t } = helpers(context);
  const client = (row: AdminReportConsumptionByDay) => context.clientName?.(row.userId) ?? String(row.userId);
  return [
    {
      id: 'day',
      header: t('adminReports.columns.day'),
      text: (row) => formatReportDay(row.day, context.language),
      value: (row) => row.day,
      sortValue: (row) => row.day,
    },
    { id: 'client', header: t('adminReports.columns.client'), text: client, sortValue: client },
    { id: 'label', header: t('adminReports.columns.license'), text: (row) => row.label, sortValue: (row) => row.label },
    { id: 'key', header: t('adminReports.columns.key'), text: (row) => masked(row.key) },
    { id: 'type', header: t('adminReports.columns.type'), text: licenseType, value: (row) => row.unlimitedSince ?? '' },
    amount(
      'customers',
      t('adminReports.columns.customers'),
      (row: AdminReportConsumptionByDay) => row.total_customers_amount,
    ),
    amount('rides', t('adminReports.columns.rides'), (row: AdminReportConsumptionByDay) => row.Laps),
  ];
}

/** Consumption by month: customers per month. */
export function consumptionByMonthReportColumns(
  context: ReportColumnContext,
): ReportColumn<AdminReportConsumptionByMonth>[] {
  const { amount, month, t } = helpers(context);
  return [
    month(),
    amount(
      'customers',
      t('adminReports.columns.customers'),
      (row: AdminReportConsumptionByMonth) => row.total_customers_amount,
    ),
  ];
}

/** Coin sales by month: coins inserted per month, corrections deducted. */
export function salesByMonthReportColumns(context: ReportColumnContext): ReportColumn<AdminReportSalesByMonthEntry>[] {
  const { amount, month, t } = helpers(context);
  return [
    month(),
    amount('coins', t('adminReports.columns.coinsSold'), (row: AdminReportSalesByMonthEntry) => row.total_amount),
  ];
}

/** Search licence: licences whose key ends with the characters typed. */
export function searchLicenseReportColumns(
  context: ReportColumnContext,
): ReportColumn<AdminReportSearchLicenseResult>[] {
  const { masked, licenseType, t } = helpers(context);
  return [
    { id: 'label', header: t('adminReports.columns.license'), text: (row) => row.label, sortValue: (row) => row.label },
    { id: 'key', header: t('adminReports.columns.key'), text: (row) => masked(row.key) },
    { id: 'name', header: t('adminReports.columns.client'), text: (row) => row.name, sortValue: (row) => row.name },
    { id: 'email', header: t('adminReports.columns.email'), text: (row) => row.email },
    { id: 'gameModel', header: t('adminReports.columns.gameModel'), text: (row) => row.gameModel },
    {
      id: 'status',
      header: t('adminReports.columns.status'),
      text: (row) => t(`licenses.statuses.${licenseStatus(row)}`),
    },
    { id: 'type', header: t('adminReports.columns.type'), text: licenseType, value: (row) => row.unlimitedSince ?? '' },
    {
      id: 'createdAt',
      header: t('adminReports.columns.createdAt'),
      text: (row) => formatDate(row.createdAt, context.language, 'medium', context.timeZone),
      value: (row) => row.createdAt,
      sortValue: (row) => Date.parse(row.createdAt),
    },
  ];
}

/** The wallet statement (docs/domain.md#screens-and-addresses): the client's rides with their credits. */
export function walletStatementColumns(context: ReportColumnContext): ReportColumn<AdminReportWalletStatementEntry>[] {
  const { dateTime, masked, amount, t } = helpers(context);
  type Entry = AdminReportWalletStatementEntry;
  return [
    {
      id: 'consumedAt',
      header: t('adminReports.columns.date'),
      text: (row) => dateTime(row.consumedAt),
      value: (row) => row.consumedAt,
      sortValue: (row) => Date.parse(row.consumedAt),
    },
    { id: 'licenseKey', header: t('adminReports.columns.key'), text: (row) => masked(row.licenseKey) },
    { id: 'label', header: t('adminReports.columns.license'), text: (row) => row.label, sortValue: (row) => row.label },
    amount('customersAmount', t('adminReports.columns.customers'), (row: Entry) => row.customersAmount),
    amount('rideCost', t('adminReports.columns.rideCost'), (row: Entry) => row.rideCost),
    amount('creditsAdded', t('adminReports.columns.creditsAdded'), (row: Entry) => row.creditsAdded),
    amount(
      'creditsAddOnKeyboard',
      t('adminReports.columns.creditsAddOnKeyboard'),
      (row: Entry) => row.creditsAddOnKeyboard,
    ),
    amount('creditsExpired', t('adminReports.columns.creditsExpired'), (row: Entry) => row.creditsExpired),
    amount('discountUsed', t('adminReports.columns.discountUsed'), (row: Entry) => row.discountUsed),
  ];
}
