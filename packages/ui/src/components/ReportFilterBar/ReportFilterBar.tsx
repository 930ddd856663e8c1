import type { FormEvent } from 'react';
import styled from 'styled-components';
import { reportFilterLimits } from '@orbit/domain';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import type { DateRangePreset } from '../DateRangePicker/index.ts';
import { DateTimeRangePicker } from '../DateTimeRangePicker/index.ts';
import { MenuButton } from '../MenuButton/index.ts';
import { MultiPicker, type MultiPickerOption } from '../MultiPicker/index.ts';
import { pageSearchKey } from '../SearchBox/index.ts';
import {
  canSearchReport,
  emptyReportFilters,
  selectAllValues,
  withClients,
  type ReportFilterField,
  type ReportFilters,
} from './reportFilters.ts';

/** The formats of a report's export menu: this page as PDF or CSV, or every record as CSV. */
export type ReportExportKind = 'pdf' | 'csv' | 'all';
const exportKinds: readonly ReportExportKind[] = ['pdf', 'csv', 'all'];

/** Chips shown per picker; the others are counted ("+12 more"), since a report may name thousands. */
const chipLimit = 3;

/** The choices of one picker of the bar, as their query holds them. */
export interface ReportPickerChoices {
  /** The options, in the order shown. */
  options: readonly MultiPickerOption[];
  /** The options are loading: the picker waits. */
  loading?: boolean;
  /** Loading the options failed. */
  error?: boolean;
}

/** The licences' choices also say whose each licence is, so changing the clients drops the others' licences. */
export interface ReportLicenseChoices extends ReportPickerChoices {
  /** Client id (as a picker value) of each licence key. */
  ownerOf: Readonly<Record<string, string>>;
}

export interface ReportFilterBarProps {
  /** The filters this report shows, all required before a search. */
  fields: readonly ReportFilterField[];
  /** The filters as chosen so far. */
  filters: ReportFilters;
  /** Called with the filters after every change. */
  onFiltersChange: (filters: ReportFilters) => void;
  /** The clients to pick from (reports with the clients field). */
  clients?: ReportPickerChoices;
  /** The licences of the chosen clients (reports with the licences field). */
  licenses?: ReportLicenseChoices;
  /** The countries to pick from (reports with the countries field). */
  countries?: ReportPickerChoices;
  /** Ready-made periods beside the calendar, such as "Last month". */
  rangePresets?: readonly DateRangePreset[];
  /** The IANA zone the period is read in and the report's months and days are cut in, named beside the period. */
  timeZone?: string;
  /** The staff member's own zone, named on the button that switches to it. */
  ownTimeZone?: string;
  /** Reads the period in `ownTimeZone` instead (a link opened from elsewhere); no button without it. */
  onUseOwnTimeZone?: () => void;
  /** Called by Search; without it the report searches by itself once its filters are set (docs/domain.md#states-and-transitions). */
  onSearch?: () => void;
  /** Called by Clear, after the filters were emptied. */
  onClear: () => void;
  /** A search is running: the Search button shows it. */
  searching?: boolean;
  /** Called with the format chosen in the export menu; without it there is no menu. */
  onExport?: (kind: ReportExportKind) => void;
  /** Nothing to export yet (no results): the menu is disabled. */
  exportDisabled?: boolean;
}

// Written out rather than Stack: the report screens load this, and their routes are less than Stack's chunk
// (0.35 KB gzipped) under their 200 KB bundle budget (npm run bench:bundle).
const StyledBar = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(${vars.size.controlLg} * 6)), 1fr));
  align-items: start;
  gap: ${vars.space[4]};
`;

const StyledPicker = styled.div`
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
  align-items: center;
  gap: ${vars.space[2]};

  & > [data-end] {
    margin-inline-start: auto;
  }
`;

const StyledWarnings = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  &:empty {
    display: none;
  }
`;

/**
 * The filters of a staff report (docs/domain.md#screens-and-addresses, docs/domain.md#validation): clients, their licences (disabled until a client is chosen),
 * countries and a date-time period, with Search, Clear and the export menu. Pickers cap their choices; many
 * clients or licences show a warning that the report may take long (ADR 0029).
 */
export function ReportFilterBar({
  fields,
  filters,
  onFiltersChange,
  clients,
  licenses,
  countries,
  rangePresets,
  timeZone,
  ownTimeZone,
  onUseOwnTimeZone,
  onSearch,
  onClear,
  searching = false,
  onExport,
  exportDisabled = false,
}: ReportFilterBarProps) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatNumber(value, i18n.language);
  const shows = (field: ReportFilterField) => fields.includes(field);
  const ready = canSearchReport(fields, filters);
  const moreChosen = (hidden: number) => t('adminReports.filters.moreChosen', { count: count(hidden) });
  const noClient = filters.clients.length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready && onSearch && !searching) onSearch();
  }

  function changeClients(chosen: readonly string[]) {
    onFiltersChange(withClients(filters, chosen, licenses?.ownerOf ?? {}));
  }

  function pickerPlaceholder(choices: ReportPickerChoices | undefined, loading: string, ready: string) {
    return choices?.loading ? loading : ready;
  }

  function selectAll(
    label: string,
    choices: ReportPickerChoices,
    chosen: readonly string[],
    max: number,
    apply: (values: string[]) => void,
    disabled = false,
  ) {
    return (
      <Button
        variant="ghost"
        size="sm"
        disabled={
          disabled ||
          choices.loading ||
          choices.options.length === 0 ||
          chosen.length >= Math.min(max, choices.options.length)
        }
        onClick={() => apply(selectAllValues(choices.options, chosen, max))}
      >
        {label}
      </Button>
    );
  }

  return (
    // The page-search key goes to the bar's first filter.
    <StyledBar
      role="search"
      aria-label={t('adminReports.filters.heading')}
      aria-keyshortcuts={pageSearchKey}
      onSubmit={submit}
      noValidate
    >
      <StyledFields>
        {shows('clients') && clients && (
          <StyledPicker>
            <MultiPicker
              label={t('adminReports.filters.clients')}
              options={clients.options}
              value={filters.clients}
              onChange={changeClients}
              max={reportFilterLimits.maxClients}
              placeholder={pickerPlaceholder(
                clients,
                t('adminReports.filters.loadingClients'),
                t('adminReports.filters.clientsPlaceholder'),
              )}
              error={clients.error ? t('adminReports.filters.clientsError') : undefined}
              disabled={clients.loading}
              chipLimit={chipLimit}
              moreChosenLabel={moreChosen}
              required
            />
            {selectAll(
              t('adminReports.filters.selectAllClients'),
              clients,
              filters.clients,
              reportFilterLimits.maxClients,
              changeClients,
            )}
          </StyledPicker>
        )}
        {shows('licenses') && licenses && (
          <StyledPicker>
            <MultiPicker
              label={t('adminReports.filters.licenses')}
              options={licenses.options}
              value={filters.licenses}
              onChange={(chosen) => onFiltersChange({ ...filters, licenses: chosen })}
              max={reportFilterLimits.maxLicenses}
              placeholder={pickerPlaceholder(
                licenses,
                t('adminReports.filters.loadingLicenses'),
                t('adminReports.filters.licensesPlaceholder'),
              )}
              hint={noClient ? t('adminReports.filters.licensesNeedClient') : undefined}
              error={licenses.error && !noClient ? t('adminReports.filters.licensesError') : undefined}
              disabled={noClient || licenses.loading}
              chipLimit={chipLimit}
              moreChosenLabel={moreChosen}
              required
            />
            {selectAll(
              t('adminReports.filters.selectAllLicenses'),
              licenses,
              filters.licenses,
              reportFilterLimits.maxLicenses,
              (chosen) => onFiltersChange({ ...filters, licenses: chosen }),
              noClient,
            )}
          </StyledPicker>
        )}
        {shows('countries') && countries && (
          <StyledPicker>
            <MultiPicker
              label={t('adminReports.filters.countries')}
              options={countries.options}
              value={filters.countries}
              onChange={(chosen) => onFiltersChange({ ...filters, countries: chosen })}
              max={reportFilterLimits.maxCountries}
              placeholder={pickerPlaceholder(
                countries,
                t('adminReports.filters.loadingCountries'),
                t('adminReports.filters.countriesPlaceholder'),
              )}
              error={countries.error ? t('adminReports.filters.countriesError') : undefined}
              disabled={countries.loading}
              chipLimit={chipLimit}
              moreChosenLabel={moreChosen}
              required
            />
            {selectAll(
              t('adminReports.filters.selectAllCountries'),
              countries,
              filters.countries,
              reportFilterLimits.maxCountries,
              (chosen) => onFiltersChange({ ...filters, countries: chosen }),
            )}
          </StyledPicker>
        )}
        {shows('range') && (
          <StyledPicker>
            <DateTimeRangePicker
              label={t('adminReports.filters.period')}
              value={filters.range}
              onChange={(range) => onFiltersChange({ ...filters, range })}
              presets={rangePresets}
              hint={timeZone && t('adminReports.filters.timeZone', { zone: timeZone })}
              required
            />
            {onUseOwnTimeZone && ownTimeZone && (
              <Button variant="ghost" size="sm" onClick={onUseOwnTimeZone}>
                {t('adminReports.filters.useOwnTimeZone', { zone: ownTimeZone })}
              </Button>
            )}
          </StyledPicker>
        )}
      </StyledFields>
      <StyledWarnings>
        {shows('clients') && filters.clients.length > reportFilterLimits.warnClientsAbove && (
          <Alert tone="warning">
            {t('adminReports.filters.manyClients', { count: count(filters.clients.length) })}
          </Alert>
        )}
        {shows('licenses') && filters.licenses.length > reportFilterLimits.warnLicensesAbove && (
          <Alert tone="warning">
            {t('adminReports.filters.manyLicenses', { count: count(filters.licenses.length) })}
          </Alert>
        )}
      </StyledWarnings>
      <StyledActions>
        {onSearch && (
          <Button type="submit" variant="primary" disabled={!ready} loading={searching}>
            {t('adminReports.filters.search')}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => {
            onFiltersChange(emptyReportFilters);
            onClear();
          }}
        >
          {t('adminReports.filters.clear')}
        </Button>
        {onExport && (
          <div data-end="">
            <MenuButton
              label={t('adminReports.export.menu')}
              items={exportKinds.map((kind) => ({ id: kind, label: t(`adminReports.export.${kind}`) }))}
              onSelect={(id) => {
                const kind = exportKinds.find((candidate) => candidate === id);
                if (kind) onExport(kind);
              }}
              disabled={exportDisabled}
              variant="secondary"
              align="end"
            />
          </div>
        )}
      </StyledActions>
    </StyledBar>
  );
}
