import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { limits, pageCount, reportNeedsPages } from '@orbit/domain';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Card } from '../Card/index.ts';
import { deferredModule } from '../../hooks/deferredModule.ts';
import type { DataTableColumn, DataTableTotals } from '../DataTable/index.ts';
import type { Density } from '../DensityToggle/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { Pagination } from '../Pagination/index.ts';
import { skeletonRowCount } from '../DataTable/rendering.ts';
import { TablePlaceholder } from '../TablePlaceholder/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

// The table shows only once a search is under way: its code arrives then, not with the report's first screen (route
// budget, ADR 0040). Tests and Storybook await `preloadReportTable` first.
const reportTable = deferredModule(() => import('../DataTable/index.ts'));
export const preloadReportTable: () => Promise<unknown> = reportTable.preload;

// The toggle shows only beside rows, after a search: its code arrives then, not with the report (route budget).
const DensityToggle = lazy(async () => ({
  default: (await import('../DensityToggle/index.ts')).DensityToggle,
}));

/** Where a report stands: before the first search, searching, failed, or answered. */
export type ReportStatus = 'idle' | 'loading' | 'error' | 'ready';

/** One report's answer as its query holds it, with the page the reader is on. */
export interface ReportAnswer<Data> {
  /** Where the report stands. */
  status: ReportStatus;
  /** The answer of the current page, when ready. */
  data?: Data;
  /** The current page, from 1. */
  page: number;
  /** Called with the page the reader asks for. */
  onPageChange: (page: number) => void;
  /** Called by the retry button after a failure. */
  onRetry: () => void;
  /** The rows' density, remembered for the reader; compact when omitted. */
  density?: Density;
  /** Called with the density the reader chooses; a density toggle shows when given. */
  onDensityChange?: (density: Density) => void;
}

export interface ReportResultsProps<Row> {
  /** Where the report stands. */
  status: ReportStatus;
  /** What the reader should do before the first search, such as "Choose clients … then press Search.". */
  prompt: string;
  /** Accessible name of the table, such as "Rides". */
  label: string;
  /** The table's columns. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /** A stable key per row. */
  rowKey: (row: Row) => string;
  /** Every row of the report (`meta.count`), for the pages and the records line. */
  count: number;
  /** The current page, from 1. */
  page: number;
  /** Called with the page the reader asks for. */
  onPageChange: (page: number) => void;
  /** Called by the retry button after a failure. */
  onRetry: () => void;
  /** The footer row of totals. */
  totals?: DataTableTotals;
  /** A chart of the rows, shown above the table when there are rows. */
  chart?: ReactNode;
  /** Heading of each row's card on narrow screens. */
  cardTitle?: (row: Row) => ReactNode;
  /** A note under the records line, such as "Showing 100 of 240". */
  note?: ReactNode;
  /** What an answer without rows says; "No data for the selected period." when omitted. */
  emptyMessage?: string;
  /** The rows' density; compact when omitted (pages hold up to 5000 rows). */
  density?: Density;
  /** Called with the density the reader chooses; a density toggle shows beside the records line when given. */
  onDensityChange?: (density: Density) => void;
}

const StyledSummary = styled.p`
  margin: 0;

  &:empty {
    display: none;
  }

  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const StyledSummaryRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};

  &:has(> p:empty:only-child) {
    display: none;
  }
`;

// Written out rather than Stack: the report screens load this, and their routes are less than Stack's chunk
// (0.35 KB gzipped) under their 200 KB bundle budget (npm run bench:bundle).
const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * The result area of a staff report (docs/domain.md#states-and-transitions): a prompt before the first search, then the loading table, then
 * the rows with their totals in the footer, or the no-data notice; pages of 5000 with a window of seven once the
 * report has more rows than one page.
 */
export function ReportResults<Row>({
  status,
  prompt,
  label,
  columns,
  rows,
  rowKey,
  count,
  page,
  onPageChange,
  onRetry,
  totals,
  chart,
  cardTitle,
  note,
  emptyMessage,
  density = 'compact',
  onDensityChange,
}: ReportResultsProps<Row>) {
  const { t, i18n } = useTranslation();
  const table = reportTable.useModule();
  const pages = pageCount(count, limits.reportPageSize);
  const hasRows = status === 'ready' && rows.length > 0;

  const recordsText = reportNeedsPages(count)
    ? t('adminReports.results.recordsOnPage', {
        count: formatNumber(count, i18n.language),
        page: formatNumber(page, i18n.language),
        pages: formatNumber(pages, i18n.language),
      })
    : t('adminReports.results.records', { count: formatNumber(count, i18n.language) });

  function body() {
    switch (status) {
      case 'idle':
        return <EmptyState message={prompt} />;
      case 'error':
        return <ErrorState message={t('adminReports.results.error')} onRetry={onRetry} />;
      case 'ready':
        if (rows.length === 0) return <EmptyState message={emptyMessage ?? t('adminReports.results.noData')} />;
        break;
      case 'loading':
        break;
    }
    return (
      <>
        {hasRows && note}
        {hasRows && chart}
        {table ? (
          <table.DataTable
            label={label}
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            loading={status === 'loading'}
            density={density}
            totals={hasRows ? totals : undefined}
            cardTitle={cardTitle}
          />
        ) : (
          // As tall as the table that replaces it: its skeleton while the rows load, then its rows and totals.
          <TablePlaceholder rows={hasRows ? rows.length + (totals ? 1 : 0) : skeletonRowCount} density={density} />
        )}
      </>
    );
  }

  return (
    <Card heading={t('adminReports.results.heading')}>
      {/* Says what the search found; the empty notice and the error speak for themselves on screen. */}
      <StyledSummaryRow>
        <StyledSummary role="status">
          {hasRows && recordsText}
          {status === 'ready' && rows.length === 0 && (
            <VisuallyHidden>{emptyMessage ?? t('adminReports.results.noData')}</VisuallyHidden>
          )}
        </StyledSummary>
        {hasRows && onDensityChange && (
          <Suspense fallback={null}>
            <DensityToggle value={density} onChange={onDensityChange} />
          </Suspense>
        )}
      </StyledSummaryRow>
      {body()}
      {status !== 'idle' && status !== 'error' && reportNeedsPages(count) && (
        <StyledFooter>
          <Pagination page={page} pageCount={pages} onChange={onPageChange} label={t('adminReports.results.pages')} />
        </StyledFooter>
      )}
    </Card>
  );
}
