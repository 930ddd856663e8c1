import { loaderDelaysMs } from './loader-delays.ts';

/** Business constants and limits of docs/domain.md#constants-and-limits, in one place for the server and the screens. */
export const limits = {
  passwordMinLength: 6,
  clientNameMinLength: 3,
  licenseNotesMax: 150,
  licenseNotesWarnAbove: 140,
  licenseNotesClientDisplay: 130,
  tableNotesLength: 30,
  labelDisplayLength: 10,
  sidebarNameLength: 16,
  maskedKeyVisible: 8,
  pdfKeySuffix: 6,
  licenseSuffixSearchMin: 6,
  resetLinkMinutes: 30,
  /** A mailed link confirming (or cancelling) a change of email works this long. */
  emailChangeLinkHours: 24,
  temporaryUnblockDays: 7,
  adminUsersPageSize: 50,
  /** Entries per page of a client's activity timeline, "show more" adding the next. */
  clientActivityPageSize: 20,
  /** Rides per page on a licence's page. */
  licenseRidesPageSize: 20,
  /** Countries one request may name (a report's filter, a scenario's restrictions): more than ISO 3166-1 lists. */
  countryIdsMax: 300,
  usersPickerLimit: 2000,
  clientLicensesLimit: 2000,
  reportPageSize: 5000,
  walletRecordsIncrement: 5000,
  dashboardSmallQuery: 100,
  chartTopN: 10,
  paginationWindow: 7,
  globalRefetchMinutes: 50,
  scenarioSearchDebounceMs: 300,
  /** docs/domain.md#constants-and-limits: the licence page's scenario card keeps its answer this long. */
  scenarioCardCacheSeconds: 60,
  loaderDelaysMs,
  /** Largest number of coins one insertion may add or take back, so a typo of extra zeros is refused (ADR 0012). */
  walletRecordMaxAmount: 1_000_000,
  /** Rides one device batch may carry (ADR 0049). */
  deviceRideBatchMax: 500,
  /** Highest tariff staff may set, so a typo of extra zeros is refused. */
  coinsPerCustomerMax: 1000,
} as const;
