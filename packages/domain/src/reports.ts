import { limits } from './limits.ts';

/**
 * The staff reports' filter rules (docs/domain.md#validation, ADR 0029): how many clients, licences and countries one request may
 * name (the server's own limits), and from how many on the console warns that the request may take long.
 */
export const reportFilterLimits = {
  maxClients: limits.usersPickerLimit,
  maxLicenses: limits.clientLicensesLimit,
  maxCountries: limits.countryIdsMax,
  warnClientsAbove: 50,
  warnLicensesAbove: 100,
} as const;

/** Whether a report of `count` rows needs pages: only above one page (`limits.reportPageSize`, docs/domain.md#constants-and-limits). */
export function reportNeedsPages(count: number): boolean {
  return count > limits.reportPageSize;
}

/** The clients picker's list stays fresh this long before it is asked for again (docs/domain.md#constants-and-limits: 5 minutes). */
export const reportUsersCacheMs = 5 * 60_000;
