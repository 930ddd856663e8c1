import { useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AdminReportWalletStatementEntry, AdminReportWalletStatementResponse } from '@orbit/contract';
import { filterBySearch } from '@orbit/domain';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { media, vars } from '../../theme/vars.ts';
import { Button } from '../../components/Button/index.ts';
import { Card } from '../../components/Card/index.ts';
import { DateRangePicker, type DateRange, type DateRangePreset } from '../../components/DateRangePicker/index.ts';
import { MultiPicker } from '../../components/MultiPicker/index.ts';
import type { ReportPickerChoices } from '../../components/ReportFilterBar/index.ts';
import { ReportExportDialog, type ReportExportDialogProps } from '../../components/ReportExportDialog/index.ts';
import { ReportResults, type ReportAnswer } from '../../components/ReportResults/index.ts';
import { pageSearchKey, SearchBox } from '../../components/SearchBox/index.ts';
import { Skeleton } from '../../components/Skeleton/index.ts';
import { StatCard } from '../../components/StatCard/index.ts';
import { ReportPage, toTableColumns, walletStatementColumns } from '../reportParts/index.ts';

/** The wallet statement's exports. */
export type WalletStatementExportKind = 'csv' | 'pdf';

export interface WalletStatementReportScreenProps {
  /** Where "All reports" goes. */
  backHref: string;
  /** The clients to pick from. */
  users: ReportPickerChoices;
  /** Id of the chosen client (as a picker value), or null. */
  user: string | null;
  /** Called with the newly chosen client, or null when it was removed. */
  onUserChange: (user: string | null) => void;
  /** The chosen period of whole days, or null. */
  range: DateRange | null;
  /** Called with the newly chosen period. */
  onRangeChange: (range: DateRange | null) => void;
  /** Ready-made periods beside the calendar, such as "Last month". */
  rangePresets?: readonly DateRangePreset[];
  /** Called by Find once a client and a period are chosen. */
  onFind: () => void;
  /** Called by Clear, after the screen emptied its own text filter. */
  onClear: () => void;
  /** The statement's answer for the current page. */
  answer: ReportAnswer<AdminReportWalletStatementResponse>;
  /**
   * Called by Export CSV and Export PDF with the rows the text filter leaves on this page; `filtered` says whether
   * the filter left some out (without it, a CSV may hold the whole period).
   */
  onExport: (
    kind: WalletStatementExportKind,
    rows: readonly AdminReportWalletStatementEntry[],
    filtered: boolean,
  ) => void;
  /** An export is being made: its button shows it. */
  exporting?: WalletStatementExportKind | null;
  /** The dialogs of a CSV of the whole period. */
  exportAll?: ReportExportDialogProps;
  /** The IANA zone whose whole days the period holds, named beside it and used for dates. */
  timeZone?: string;
  /** The staff member's own zone, named on the button that switches to it. */
  ownTimeZone?: string;
  /** Reads the same days in `ownTimeZone` instead (a link opened from elsewhere); no button without it. */
  onUseOwnTimeZone?: () => void;
}

const StyledFilters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(${vars.size.controlLg} * 6)), 1fr));
  align-items: start;
  gap: ${vars.space[4]};
`;

const StyledPeriod = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};
  min-width: 0;

  & > :first-child {
    align-self: stretch;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  grid-column: 1 / -1;
`;

const StyledFigures = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${vars.space[4]};

  ${media.belowList} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.compact} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledFilterRow = styled.div`
  max-width: ${vars.size.formWidth};
`;

/**
 * The wallet statement (docs/domain.md#screens-and-addresses): a client and a two-month calendar; Find lists the rides of all the client's
 * licences with their credits, five summary cards of the whole period, a text filter on label or key, and CSV and
 * PDF exports.
 */
export function WalletStatementReportScreen({
  backHref,
  users,
  user,
  onUserChange,
  range,
  onRangeChange,
  rangePresets,
  onFind,
  onClear,
  answer,
  onExport,
  exporting = null,
  exportAll,
  timeZone,
  ownTimeZone,
  onUseOwnTimeZone,
}: WalletStatementReportScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const number = (value: number) => formatNumber(value, language);
  const [query, setQuery] = useState('');
  const data = answer.status === 'ready' ? answer.data : undefined;
  const rows = useMemo(() => data?.results ?? [], [data]);
  const shown = useMemo(() => filterBySearch(rows, query, (row) => [row.label, row.licenseKey]), [rows, query]);
  const filtered = shown.length < rows.length;
  const ready = user !== null && range !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready && answer.status !== 'loading') onFind();
  }

  const figure = (value: number | undefined) =>
    answer.status === 'loading' ? <Skeleton /> : value === undefined ? '—' : number(value);

  return (
    <ReportPage
      title={t('adminReports.reports.walletStatement.name')}
      description={t('adminReports.reports.walletStatement.description')}
      backHref={backHref}
    >
      <Card heading={t('adminReports.filters.heading')}>
        <StyledFilters role="search" aria-label={t('adminReports.filters.heading')} onSubmit={submit} noValidate>
          <MultiPicker
            label={t('adminReports.statement.client')}
            selection="single"
            options={users.options}
            value={user === null ? [] : [user]}
            onChange={(chosen) => onUserChange(chosen[0] ?? null)}
            placeholder={
              users.loading ? t('adminReports.filters.loadingClients') : t('adminReports.filters.clientsPlaceholder')
            }
            error={
              users.error
                ? t('adminReports.filters.clientsError')
                : !users.loading && users.options.length === 0
                  ? t('adminReports.statement.noClients')
                  : undefined
            }
            disabled={users.loading}
            required
          />
          <StyledPeriod>
            <DateRangePicker
              label={t('adminReports.filters.period')}
              value={range}
              onChange={onRangeChange}
              presets={rangePresets}
              hint={timeZone && t('adminReports.filters.timeZone', { zone: timeZone })}
              required
            />
            {onUseOwnTimeZone && ownTimeZone && (
              <Button variant="ghost" size="sm" onClick={onUseOwnTimeZone}>
                {t('adminReports.filters.useOwnTimeZone', { zone: ownTimeZone })}
              </Button>
            )}
          </StyledPeriod>
          <StyledActions>
            <Button type="submit" variant="primary" disabled={!ready} loading={answer.status === 'loading'}>
              {t('adminReports.statement.find')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setQuery('');
                onClear();
              }}
            >
              {t('adminReports.filters.clear')}
            </Button>
            <Button
              variant="secondary"
              disabled={shown.length === 0}
              loading={exporting === 'csv'}
              onClick={() => onExport('csv', shown, filtered)}
            >
              {t('adminReports.statement.exportCsv')}
            </Button>
            <Button
              variant="secondary"
              disabled={shown.length === 0}
              loading={exporting === 'pdf'}
              onClick={() => onExport('pdf', shown, filtered)}
            >
              {t('adminReports.statement.exportPdf')}
            </Button>
          </StyledActions>
        </StyledFilters>
      </Card>
      {answer.status !== 'idle' && (
        <StyledFigures aria-busy={answer.status === 'loading' || undefined}>
          <StatCard label={t('adminReports.statement.total')} value={figure(data?.meta.count)} />
          <StatCard label={t('adminReports.statement.customers')} value={figure(data?.totalCustomersAmount)} />
          <StatCard label={t('adminReports.statement.creditsAdded')} value={figure(data?.totalCreditsAdded)} />
          <StatCard label={t('adminReports.statement.creditsKeyboard')} value={figure(data?.totalCreditsKeyboard)} />
          <StatCard label={t('adminReports.statement.creditsExpired')} value={figure(data?.totalCreditsExpired)} />
        </StyledFigures>
      )}
      {answer.status === 'ready' && rows.length > 0 && (
        <StyledFilterRow>
          <SearchBox
            label={t('adminReports.statement.filter')}
            showLabel
            placeholder={t('adminReports.statement.filterPlaceholder')}
            aria-keyshortcuts={pageSearchKey}
            value={query}
            onChange={setQuery}
          />
        </StyledFilterRow>
      )}
      <ReportResults
        status={answer.status}
        prompt={t('adminReports.reports.walletStatement.prompt')}
        label={t('adminReports.reports.walletStatement.name')}
        columns={toTableColumns(walletStatementColumns({ t, language, timeZone }))}
        rows={shown}
        emptyMessage={filtered ? t('adminReports.statement.noMatches', { query: query.trim() }) : undefined}
        rowKey={(row) => String(row.id)}
        count={data?.meta.count ?? 0}
        page={answer.page}
        onPageChange={answer.onPageChange}
        onRetry={answer.onRetry}
        cardTitle={(row) => row.label}
        density={answer.density}
        onDensityChange={answer.onDensityChange}
      />
      {exportAll && <ReportExportDialog {...exportAll} />}
    </ReportPage>
  );
}
