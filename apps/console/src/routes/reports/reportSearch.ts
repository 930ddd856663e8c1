import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { instantOfLocalDateTime } from '@orbit/domain';
import {
  canSearchReport,
  emptyReportFilters,
  type DateTimeRange,
  type ReportAnswer,
  type ReportFilterField,
  type ReportFilters,
  type ReportLicenseChoices,
  type ReportPickerChoices,
} from '@orbit/ui';
import { useEditsOverUnsettledAddress } from '../../urlState.ts';
import { useClientChoices, useCountryChoices, useLicenseChoices } from './reportChoices.ts';
import {
  periodInZone,
  readReportAddress,
  resolveChoice,
  writeReportAddress,
  type KnownOptions,
} from './reportSearchParams.ts';

/**
 * The instants of a picked period in the staff member's zone: its first minute included, and the minute after its
 * last one excluded, so "to 23:59" takes the whole last day (ADR 0015: `endAt` is excluded).
 */
export function reportRange(range: DateTimeRange, timeZone: string): { startAt: string; endAt: string } {
  return {
    startAt: instantOfLocalDateTime(range.start, timeZone).toISOString(),
    endAt: new Date(instantOfLocalDateTime(range.end, timeZone).getTime() + 60_000).toISOString(),
  };
}

/** Filters ready for a search: every field the report shows is set, the period among them. */
export type AppliedReportFilters = ReportFilters & { range: DateTimeRange };

function applicable(fields: readonly ReportFilterField[], filters: ReportFilters): filters is AppliedReportFilters {
  return canSearchReport(fields, filters) && filters.range !== null;
}

/** A report's filters, the ones its results were searched with, the page, and the choices of its pickers. */
export interface ReportSearch<Body> {
  /**
   * The zone the period is read in and the months and days are cut in: the address's, so that a copied link means
   * the same report for everyone who opens it; the staff member's own for a search of their own.
   */
  timeZone: string;
  /** Reads the same period in the staff member's own zone instead; absent when the report is in it already. */
  switchToOwnTimeZone?: () => void;
  /** The filters as chosen so far. */
  filters: ReportFilters;
  onFiltersChange: (filters: ReportFilters) => void;
  /** The filters the results answer, or null before the first search (and after Clear). */
  applied: AppliedReportFilters | null;
  /** The request body of the applied filters, or null. */
  body: Body | null;
  /** True while the address names a search whose pickers' options are still loading. */
  resolving: boolean;
  page: number;
  setPage: (page: number) => void;
  /** Applies the filters; when they were applied already, calls `again` (the caller asks the server again). */
  search: (again: () => void) => void;
  clear: () => void;
  clients: ReportPickerChoices;
  licenses: ReportLicenseChoices;
  countries: ReportPickerChoices;
}

const knownOptions = (choices: ReportPickerChoices): KnownOptions => ({
  values: choices.options.map((option) => option.value),
  loading: choices.loading ?? false,
  error: choices.error ?? false,
});

/**
 * Reports fetch only after Search (docs/domain.md#states-and-transitions); `automatic` ones (by month, coin sales) as soon as their filters are
 * set. The address holds the applied search and its page (ADR 0066), so a reload, back and forward, or a copied
 * link show the same results; filters edited but not searched yet live here only, until the address changes.
 * A new search or a change of the filters goes back to the first page.
 */
export function useReportSearch<Body>(
  fields: readonly ReportFilterField[],
  toBody: (filters: AppliedReportFilters, timeZone: string) => Body,
  ownTimeZone: string,
  automatic = false,
): ReportSearch<Body> {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = readReportAddress(searchParams);
  const addressKey = searchParams.toString();
  const timeZone = address.timeZone ?? ownTimeZone;
  const [draft, setDraft] = useState<{ addressKey: string; filters: ReportFilters } | null>(null);
  const edited = draft?.addressKey === addressKey ? draft.filters : null;

  const clients = useClientChoices(fields.includes('clients'));
  const addressClients = fields.includes('clients') ? resolveChoice(address.clients, knownOptions(clients)) : [];
  const licenses = useLicenseChoices(fields.includes('licenses') ? (edited?.clients ?? addressClients ?? []) : []);
  const addressLicenses = fields.includes('licenses') ? resolveChoice(address.licenses, knownOptions(licenses)) : [];
  const countries = useCountryChoices(fields.includes('countries'));

  const resolving = addressClients === null || addressLicenses === null;
  const fromAddress: ReportFilters = {
    clients: addressClients ?? [],
    licenses: addressLicenses ?? [],
    countries: fields.includes('countries') ? address.countries : [],
    range: fields.includes('range') ? address.range : null,
  };
  const filters = edited ?? fromAddress;
  const settle = useEditsOverUnsettledAddress(addressKey, filters);
  const applied = !resolving && applicable(fields, fromAddress) ? fromAddress : null;

  const addressOf = (next: ReportFilters, page: number, zone = timeZone) =>
    writeReportAddress(next, page, zone, {
      clients: clients.options.map((option) => option.value),
      licenses: licenses.options.map((option) => option.value),
    }).toString();
  const go = (next: ReportFilters, page: number, replace: boolean) => {
    const written = addressOf(next, page);
    if (written !== addressKey) setSearchParams(written, { replace });
  };
  // The same instants on the staff member's own clock: a search found stays found (its months and days now cut in
  // their zone, from the first page), and a period edited but not searched moves with it.
  const inOwnZone = (shown: ReportFilters): ReportFilters => ({
    ...shown,
    range: shown.range && periodInZone(shown.range, timeZone, ownTimeZone),
  });
  const switchToOwnTimeZone = () => {
    const written = addressOf(inOwnZone(fromAddress), 1, ownTimeZone);
    if (edited) setDraft({ addressKey: written, filters: inOwnZone(edited) });
    setSearchParams(written, { replace: true });
  };

  return {
    timeZone,
    switchToOwnTimeZone: timeZone === ownTimeZone ? undefined : switchToOwnTimeZone,
    filters,
    onFiltersChange: (next) => {
      // A report that searches by itself shows what its filters answer: the address follows every edit, in place.
      if (automatic) go(settle(next), 1, true);
      else setDraft({ addressKey, filters: next });
    },
    applied,
    body: applied ? toBody(applied, timeZone) : null,
    resolving,
    page: applied ? address.page : 1,
    setPage: (page) => go(fromAddress, page, false),
    search: (again) => {
      if (!applicable(fields, filters)) return;
      // The same search again (in whatever order it was picked) asks the server again, from the first page.
      if (applied && addressOf(applied, 1) === addressOf(filters, 1)) {
        if (address.page === 1) again();
        else go(filters, 1, false);
        return;
      }
      go(filters, 1, false);
    },
    clear: () => {
      setDraft(null);
      go(emptyReportFilters, 1, false);
    },
    clients,
    licenses,
    countries,
  };
}

/** Where a report query stands, as the screens show it: idle before a search, loading while asking. */
export function reportAnswer<Data>(
  query: UseQueryResult<Data>,
  page: number,
  onPageChange: (page: number) => void,
  resolving = false,
): ReportAnswer<Data> {
  const status =
    query.isFetching || resolving ? 'loading' : query.isError ? 'error' : query.isSuccess ? 'ready' : 'idle';
  return { status, data: query.data, page, onPageChange, onRetry: () => void query.refetch() };
}
