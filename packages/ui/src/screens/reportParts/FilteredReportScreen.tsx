import type { ReactNode } from 'react';
import { useTranslation, type TFunction } from '@orbit/i18n';
import { Card } from '../../components/Card/index.ts';
import {
  ReportFilterBar,
  type ReportFilterBarProps,
  type ReportFilterField,
} from '../../components/ReportFilterBar/index.ts';
import { ReportExportDialog, type ReportExportDialogProps } from '../../components/ReportExportDialog/index.ts';
import { ReportResults, type ReportAnswer } from '../../components/ReportResults/index.ts';
import type { ReportId } from '../ReportsListScreen/index.ts';
import type { ReportColumn, ReportColumnContext } from './reportColumns.ts';
import { formatReportMonth, toTableColumns } from './reportColumns.ts';
import { usePreloadedReportCharts } from './reportChartCode.ts';
import { namesFromChoices } from './reportNames.ts';
import { ReportPage } from './ReportPage.tsx';
import { isOnePage, type ReportTotals, type ReportTotalsContext } from './reportTotals.ts';

/** What the console gives a report's filter bar: everything but the fields, which the report fixes. */
export type ReportFilterBarInput = Omit<ReportFilterBarProps, 'fields'>;

/** The props every filtered report screen takes; `Data` is the report's answer. */
export interface FilteredReportProps<Data> {
  /** Where "All reports" goes. */
  backHref: string;
  /** The filters as chosen, their choices and the Search, Clear and export callbacks. */
  filterBar: ReportFilterBarInput;
  /** The report's answer for the current page. */
  answer: ReportAnswer<Data>;
  /** The dialogs of "Export all"; none while no export runs. */
  exportAll?: ReportExportDialogProps;
  /** The staff member's IANA time zone, for dates; the browser's when omitted. */
  timeZone?: string;
}

/** The reports with the filter bar (every report but the licence search and the wallet statement). */
export type FilteredReportId = Exclude<ReportId, 'searchLicense' | 'walletStatement'>;

/** What a filtered report answers: one page of rows and how many there are in all. */
export interface PagedReportData<Row> {
  results: readonly Row[];
  meta: { count: number };
}

/** What a report's chart is drawn from. */
export interface ReportChartInput<Row> {
  /** The rows of the current page. */
  rows: readonly Row[];
  /** The current page, from 1. */
  page: number;
  /** The rows are every row of the report, not one page of several. */
  onePage: boolean;
  /** The interface's translate function. */
  t: TFunction;
  /** The interface language. */
  language: string;
}

/** The row key and card title of a report by month, whose rows are its months. */
export const monthlyReportRows = {
  rowKey: (row: { month: string }) => row.month,
  cardTitle: (row: { month: string }, { language }: ReportColumnContext) => formatReportMonth(row.month, language),
};

/** A filtered report screen: the console's props, and what makes the report its own. */
export interface FilteredReportScreenProps<Data extends PagedReportData<Row>, Row> extends FilteredReportProps<Data> {
  /** Which report; its name, description and prompt are the catalogue's (`adminReports.reports.<id>`). */
  report: FilteredReportId;
  /** The filters the report shows, all required. */
  fields: readonly ReportFilterField[];
  /** The report's columns, shared with its exports. */
  columns: (context: ReportColumnContext) => ReportColumn<Row>[];
  /** A stable key per row. */
  rowKey: (row: Row) => string;
  /** The footer row of totals, shared with the PDF. */
  totals: (data: Data, context: ReportTotalsContext) => ReportTotals;
  /** Heading of each row's card on narrow screens. */
  cardTitle: (row: Row, context: ReportColumnContext) => ReactNode;
  /** A chart of the rows above the table; its code loads as the screen first shows. */
  chart?: (input: ReportChartInput<Row>) => ReactNode;
}

/**
 * The layout every report with the filter bar shares: the filters, the results with their chart and totals, and
 * the dialogs of "Export all". Each report screen gives only its filters, columns, totals and chart.
 */
export function FilteredReportScreen<Data extends PagedReportData<Row>, Row>({
  backHref,
  filterBar,
  answer,
  exportAll,
  timeZone,
  report,
  fields,
  columns,
  rowKey,
  totals,
  cardTitle,
  chart,
}: FilteredReportScreenProps<Data, Row>) {
  const { t, i18n } = useTranslation();
  usePreloadedReportCharts(chart !== undefined);
  const language = i18n.language;
  const context: ReportColumnContext = { t, language, timeZone, ...namesFromChoices(filterBar) };
  const { status, page } = answer;
  const data = status === 'ready' ? answer.data : undefined;
  const rows = data?.results ?? [];
  const name = t(`adminReports.reports.${report}.name`);
  return (
    <ReportPage title={name} description={t(`adminReports.reports.${report}.description`)} backHref={backHref}>
      <Card heading={t('adminReports.filters.heading')}>
        <ReportFilterBar
          {...filterBar}
          fields={fields}
          searching={filterBar.searching ?? status === 'loading'}
          exportDisabled={filterBar.exportDisabled ?? (status !== 'ready' || rows.length === 0)}
        />
      </Card>
      <ReportResults
        status={status}
        prompt={t(`adminReports.reports.${report}.prompt`)}
        label={name}
        columns={toTableColumns(columns(context))}
        rows={rows}
        rowKey={rowKey}
        count={data?.meta.count ?? 0}
        page={page}
        onPageChange={answer.onPageChange}
        onRetry={answer.onRetry}
        totals={data && totals(data, context)}
        chart={chart?.({ rows, page, onePage: !data || isOnePage(data), t, language })}
        cardTitle={(row) => cardTitle(row, context)}
        density={answer.density}
        onDensityChange={answer.onDensityChange}
      />
      {exportAll && <ReportExportDialog {...exportAll} />}
    </ReportPage>
  );
}
