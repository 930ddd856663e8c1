import type { ReactNode } from 'react';
import { useTranslation } from '@orbit/i18n';
import { Card } from '../../components/Card/index.ts';
import type { DataTableTotals } from '../../components/DataTable/index.ts';
import type { Density } from '../../components/DensityToggle/index.ts';
import {
  ReportFilterBar,
  type ReportFilterBarProps,
  type ReportFilterField,
} from '../../components/ReportFilterBar/index.ts';
import { ReportExportDialog, type ReportExportDialogProps } from '../../components/ReportExportDialog/index.ts';
import { ReportResults, type ReportAnswer } from '../../components/ReportResults/index.ts';
import type { ReportColumn } from './reportColumns.ts';
import { toTableColumns } from './reportColumns.ts';
import { ReportPage } from './ReportPage.tsx';

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

export interface FilteredReportScreenProps<Row> {
  /** The report's name. */
  title: string;
  /** One sentence on what the report lists. */
  description: string;
  /** Where "All reports" goes. */
  backHref: string;
  /** The filters the report shows, all required. */
  fields: readonly ReportFilterField[];
  /** The filter bar's state and callbacks. */
  filterBar: ReportFilterBarInput;
  /** What to do before the first search. */
  prompt: string;
  /** Accessible name of the table. */
  tableLabel: string;
  /** Where the report stands. */
  status: ReportAnswer<unknown>['status'];
  /** The current page, from 1. */
  page: number;
  /** Called with the page the reader asks for. */
  onPageChange: (page: number) => void;
  /** Called by the retry button after a failure. */
  onRetry: () => void;
  /** The report's columns. */
  columns: readonly ReportColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /** A stable key per row. */
  rowKey: (row: Row) => string;
  /** Every row of the report (`meta.count`). */
  count: number;
  /** The footer row of totals. */
  totals?: DataTableTotals;
  /** A chart of the rows above the table. */
  chart?: ReactNode;
  /** Heading of each row's card on narrow screens. */
  cardTitle?: (row: Row) => ReactNode;
  /** The dialogs of "Export all". */
  exportAll?: ReportExportDialogProps;
  /** The rows' density and its toggle (see ReportResults). */
  density?: Density;
  onDensityChange?: (density: Density) => void;
}

/** A report with the filter bar (every report but the licence search and the wallet statement). */
export function FilteredReportScreen<Row>({
  title,
  description,
  backHref,
  fields,
  filterBar,
  prompt,
  tableLabel,
  status,
  page,
  onPageChange,
  onRetry,
  columns,
  rows,
  rowKey,
  count,
  totals,
  chart,
  cardTitle,
  exportAll,
  density,
  onDensityChange,
}: FilteredReportScreenProps<Row>) {
  const { t } = useTranslation();
  return (
    <ReportPage title={title} description={description} backHref={backHref}>
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
        prompt={prompt}
        label={tableLabel}
        columns={toTableColumns(columns)}
        rows={rows}
        rowKey={rowKey}
        count={count}
        page={page}
        onPageChange={onPageChange}
        onRetry={onRetry}
        totals={totals}
        chart={chart}
        cardTitle={cardTitle}
        density={density}
        onDensityChange={onDensityChange}
      />
      {exportAll && <ReportExportDialog {...exportAll} />}
    </ReportPage>
  );
}
