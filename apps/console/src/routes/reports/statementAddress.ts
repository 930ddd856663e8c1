import type { AdminReportWalletStatementFilter } from '@orbit/api-client';
import { daysRangeInZone } from '@orbit/domain';
import type { DateRange } from '@orbit/ui';
import { isoDateOf, pageOf, periodOf, timeZoneOf, writePage } from '../../urlState.ts';

/** The wallet statement's search as the address holds it (ADR 0066): the client and whole days found, the page. */
export interface StatementAddress {
  client: string | null;
  range: DateRange | null;
  /** The zone whose days were found, so a reader elsewhere asks for the same instants; null when not said. */
  timeZone: string | null;
  page: number;
}

/** Reads the statement's address; unknown or damaged values fall back to "nothing chosen" and page 1. */
export function readStatementAddress(search: URLSearchParams): StatementAddress {
  const client = search.get('client');
  return {
    client: client !== null && /^[1-9]\d{0,15}$/.test(client) ? client : null,
    range: periodOf(isoDateOf(search.get('from')), isoDateOf(search.get('to'))),
    timeZone: timeZoneOf(search.get('tz')),
    page: pageOf(search.get('page')),
  };
}

/** Writes the statement's search, leaving out what is not chosen and the first page. */
export function writeStatementAddress({ client, range, timeZone, page }: StatementAddress): URLSearchParams {
  const search = new URLSearchParams();
  if (client !== null) search.set('client', client);
  if (range) {
    search.set('from', range.start);
    search.set('to', range.end);
    if (timeZone) search.set('tz', timeZone);
  }
  writePage(search, page);
  return search;
}

/** The statement call for a client over whole days of a zone (the link's, or the staff member's). */
export function statementFilterOf(
  client: string,
  range: DateRange,
  timeZone: string,
): AdminReportWalletStatementFilter {
  const { startAt, endAt } = daysRangeInZone(range.start, range.end, timeZone);
  return { userId: Number(client), startAt: startAt.toISOString(), endAt: endAt.toISOString() };
}
