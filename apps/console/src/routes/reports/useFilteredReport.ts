import { useState } from 'react';
import { useOutletContext } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CurrentUser } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import {
  namesFromChoices,
  type FilteredReportProps,
  type ReportColumn,
  type ReportColumnContext,
  type ReportExportKind,
  type ReportFilterField,
  type ReportId,
  type ReportTotals,
} from '@orbit/ui';
import { reportRoutes, reportsPath } from './reportCatalogue.ts';
import type { ReportDensity } from './reportDensity.ts';
import { reportRangePresets } from './reportChoices.ts';
import { reportAnswer, useReportSearch, type AppliedReportFilters } from './reportSearch.ts';
import { useReportExports } from './useReportExports.ts';

/** What a paged report answers, whatever its rows. */
interface PagedAnswer<Row> {
  results: readonly Row[];
  meta: { count: number };
}

/** One report with the filter bar: its filters, its calls and its columns. */
export interface FilteredReportConfig<
  Body extends { startAt: string; endAt: string },
  Data extends PagedAnswer<Row>,
  Row,
> {
  id: ReportId;
  /** The filters it shows, all required. */
  fields: readonly ReportFilterField[];
  /** Searches by itself once its filters are set (docs/domain.md#states-and-transitions: by month, coin sales). */
  automatic?: boolean;
  /** The request body of applied filters, the period read (and months and days cut) in the report's zone. */
  toBody: (filters: AppliedReportFilters, timeZone: string) => Body;
  /** The report's query hook (api-client). */
  useReport: (body: Body | null, page: number) => UseQueryResult<Data>;
  /** The report's streamed CSV twin (api-client). */
  csv: (body: Body, skip: number, signal: AbortSignal, language: string) => Promise<Response>;
  /** The columns of the table on screen (ui), for the page exports. */
  columns: (context: ReportColumnContext) => ReportColumn<Row>[];
  /** The row of totals (ui), for the PDF. */
  totals: (data: Data, context: Pick<ReportColumnContext, 't' | 'language'>) => ReportTotals;
  /** The table's remembered density and its toggle (useReportDensity), for reports of long lists. */
  density?: ReportDensity;
}

/**
 * Everything a filtered report screen takes, wired to the api-client: the choices of its pickers, the search and
 * its pages, and the exports.
 */
export function useFilteredReport<Body extends { startAt: string; endAt: string }, Data extends PagedAnswer<Row>, Row>(
  config: FilteredReportConfig<Body, Data, Row>,
): FilteredReportProps<Data> {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const user = useOutletContext<CurrentUser>();
  const search = useReportSearch(config.fields, config.toBody, user.timezone, config.automatic);
  const { clients, licenses, countries, timeZone } = search;
  const [openedAt] = useState(() => new Date(Date.now()));
  const presets = reportRangePresets(openedAt, timeZone, t);
  const query = config.useReport(search.body, search.page);
  const exports = useReportExports(user.name, timeZone);
  const answer = { ...reportAnswer(query, search.page, search.setPage, search.resolving), ...config.density };
  const filterBar = {
    filters: search.filters,
    onFiltersChange: search.onFiltersChange,
    clients,
    licenses,
    countries,
    rangePresets: presets,
    timeZone,
    ownTimeZone: user.timezone,
    onUseOwnTimeZone: search.switchToOwnTimeZone,
    onSearch: config.automatic ? undefined : () => search.search(() => void query.refetch()),
    onClear: search.clear,
    exportDisabled: exports.busy || undefined,
    onExport: (kind: ReportExportKind) => {
      const data = answer.status === 'ready' ? answer.data : undefined;
      const body = search.body;
      const applied = search.applied;
      if (!data || !body || !applied) return;
      const file = reportRoutes[config.id].file;
      if (kind === 'all') {
        exports.exportAll({
          count: data.meta.count,
          file,
          request: (skip, signal) => config.csv(body, skip, signal, language),
        });
        return;
      }
      const context = { t, language, timeZone, ...namesFromChoices({ ...filterBar, filters: applied }) };
      const [oneClient] = applied.clients.length === 1 ? applied.clients : [];
      void exports.exportPage(kind, {
        title: t(`adminReports.reports.${config.id}.name`),
        file,
        columns: config.columns(context),
        rows: data.results,
        count: data.meta.count,
        range: { startAt: body.startAt, endAt: body.endAt },
        totals: config.totals(data, context),
        clientName: clients.options.find((option) => option.value === oneClient)?.label,
        licenseKey: applied.licenses.length === 1 ? applied.licenses[0] : undefined,
      });
    },
  };
  return { backHref: reportsPath, filterBar, answer, exportAll: exports.dialog, timeZone };
}
