import { useState, type ComponentType } from 'react';
import { fn } from 'storybook/test';
import type { AdminReportLicense, Country } from '@orbit/contract';
import { limits, maskLicenseKey } from '@orbit/domain';
import { countryName } from '@orbit/i18n';
import type { DateRangePreset } from '../../components/DateRangePicker/index.ts';
import type {
  ReportFilters,
  ReportLicenseChoices,
  ReportPickerChoices,
} from '../../components/ReportFilterBar/index.ts';
import { emptyReportFilters } from '../../components/ReportFilterBar/index.ts';
import type { ReportAnswer, ReportStatus } from '../../components/ReportResults/index.ts';
import type { FilteredReportProps, ReportFilterBarInput } from './FilteredReportScreen.tsx';

/** The clients of the stories as picker choices (the stories pass in the mock fixtures). */
export function storyClientChoices(
  clients: readonly { id: number; name: string; email: string }[],
): ReportPickerChoices {
  return {
    options: clients.map((client) => ({ value: String(client.id), label: client.name, description: client.email })),
  };
}

/** Licences as the console offers them: label, masked key, and whose each one is. */
export function storyLicenseChoices(licenses: readonly AdminReportLicense[]): ReportLicenseChoices {
  return {
    options: licenses.map((license) => ({
      value: license.key,
      label: license.label,
      description: maskLicenseKey(license.key, limits.maskedKeyVisible),
    })),
    ownerOf: Object.fromEntries(licenses.map((license) => [license.key, String(license.userId)])),
  };
}

/** Countries named in the story's language. */
export function storyCountryChoices(countries: readonly Country[], language: string): ReportPickerChoices {
  return {
    options: countries.map((country) => ({
      value: String(country.id),
      label: countryName(country.isoAlpha3, language),
    })),
  };
}

/** April 2026 in whole days, the month before the stories' fixed "now". */
export const storyRange = { start: '2026-04-01T00:00', end: '2026-04-30T23:59' };

export const storyRangePresets: DateRangePreset[] = [
  { id: 'thisMonth', label: 'This month', range: { start: '2026-05-01', end: '2026-05-15' } },
  { id: 'lastMonth', label: 'Last month', range: { start: '2026-04-01', end: '2026-04-30' } },
];

/** A filter bar's props with spies for its callbacks. */
export function storyFilterBar(
  filters: Partial<ReportFilters>,
  choices: Partial<ReportFilterBarInput> = {},
): ReportFilterBarInput {
  return {
    filters: { ...emptyReportFilters, ...filters },
    onFiltersChange: fn(),
    onSearch: fn(),
    onClear: fn(),
    onExport: fn(),
    rangePresets: storyRangePresets,
    timeZone: 'UTC',
    ...choices,
  };
}

/** A report's answer in a given state, with spies for its callbacks. */
export function storyAnswer<Data>(status: ReportStatus, data?: Data, page = 1): ReportAnswer<Data> {
  return { status, data, page, onPageChange: fn(), onRetry: fn() };
}

/** One page of a report holding all its `rows`. */
export function storyPage<Row>(rows: Row[]) {
  return { results: rows, meta: { count: rows.length, limit: 5000, offset: 0 } };
}

/** A report before its first search: no filters chosen, and the prompt where the results go. */
export function storyPromptArgs(filterBar: ReportFilterBarInput) {
  return { filterBar: { ...filterBar, filters: emptyReportFilters }, answer: storyAnswer<never>('idle') };
}

/**
 * The args and render of the stories of a report with the filter bar: the report is ready with `data`, and the
 * screen keeps its filters in state as the console does.
 */
export function filteredReportStories<Data>(
  Screen: ComponentType<FilteredReportProps<Data>>,
  { filterBar, data, timeZone = 'UTC' }: { filterBar: ReportFilterBarInput; data: Data; timeZone?: string },
) {
  const StatefulScreen = withReportFilters(Screen);
  return {
    args: { backHref: '/reports', filterBar, answer: storyAnswer('ready', data), timeZone },
    render: (args: FilteredReportProps<Data>) => <StatefulScreen {...args} />,
  };
}

/** `Screen` keeping its filters in state, as the console does, and reporting each change to the story's spy. */
function withReportFilters<Props extends { filterBar: ReportFilterBarInput }>(Screen: ComponentType<Props>) {
  return function StatefulReportScreen(props: Props) {
    const [filters, setFilters] = useState(props.filterBar.filters);
    return (
      <Screen
        {...props}
        filterBar={{
          ...props.filterBar,
          filters,
          onFiltersChange: (next: ReportFilters) => {
            setFilters(next);
            props.filterBar.onFiltersChange(next);
          },
        }}
      />
    );
  };
}
