import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { instantOfLocalDateTime } from '@orbit/domain';
import {
  canSearchReport,
  emptyReportFilters,
  type DateTimeRange,
  type ReportAnswer,
  type ReportFilterField,
  type ReportFilters,
} from '@orbit/ui';

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

/** A report's filters, the ones its results were searched with, and the page. */
export interface ReportSearch<Body> {
  /** The filters as chosen so far. */
  filters: ReportFilters;
  onFiltersChange: (filters: ReportFilters) => void;
  /** The filters the results answer, or null before the first search (and after Clear). */
  applied: AppliedReportFilters | null;
  /** The request body of the applied filters, or null. */
  body: Body | null;
  page: number;
  setPage: (page: number) => void;
  /** Applies the filters; when they were applied already, calls `again` (the caller asks the server again). */
  search: (again: () => void) => void;
  clear: () => void;
}

/**
 * Reports fetch only after Search (spec §4); `automatic` ones (by month, coin sales) as soon as their filters are
 * set. A new search or a change of the filters goes back to the first page.
 */
export function useReportSearch<Body>(
  fields: readonly ReportFilterField[],
  toBody: (filters: AppliedReportFilters) => Body,
  automatic = false,
): ReportSearch<Body> {
  const [filters, setFilters] = useState<ReportFilters>(emptyReportFilters);
  const [searched, setSearched] = useState<AppliedReportFilters | null>(null);
  const [page, setPage] = useState(1);
  const applied = automatic ? (applicable(fields, filters) ? filters : null) : searched;
  return {
    filters,
    onFiltersChange: (next) => {
      setFilters(next);
      if (automatic) setPage(1);
    },
    applied,
    body: applied ? toBody(applied) : null,
    page,
    setPage,
    search: (again) => {
      if (!applicable(fields, filters)) return;
      if (JSON.stringify(searched) === JSON.stringify(filters)) {
        if (page === 1) again();
        else setPage(1);
        return;
      }
      setSearched(filters);
      setPage(1);
    },
    clear: () => {
      setFilters(emptyReportFilters);
      setSearched(null);
      setPage(1);
    },
  };
}

/** Where a report query stands, as the screens show it: idle before a search, loading while asking. */
export function reportAnswer<Data>(
  query: UseQueryResult<Data>,
  page: number,
  onPageChange: (page: number) => void,
): ReportAnswer<Data> {
  const status = query.isFetching ? 'loading' : query.isError ? 'error' : query.isSuccess ? 'ready' : 'idle';
  return { status, data: query.data, page, onPageChange, onRetry: () => void query.refetch() };
}
