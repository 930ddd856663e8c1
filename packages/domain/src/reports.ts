import { limits } from './limits.ts';

/**
 * The staff reports' filter rules (spec §5, ADR 0029): how many clients, licences and countries one request may
 * name (the server's own limits), and from how many on the console warns that the request may take long.
 */
export const reportFilterLimits = {
  maxClients: limits.usersPickerLimit,
  maxLicences: limits.clientLicensesLimit,
  maxCountries: limits.countryIdsMax,
  warnClientsAbove: 50,
  warnLicencesAbove: 100,
} as const;

/** Whether a report of `count` rows needs pages: only above one page (`limits.reportPageSize`, spec §9). */
export function reportNeedsPages(count: number): boolean {
  return count > limits.reportPageSize;
}

/** The clients picker's list stays fresh this long before it is asked for again (spec §9: 5 minutes). */
export const reportUsersCacheMs = 5 * 60_000;
