import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockCountries, mockReportClients, mockReportLicenses } from '@orbit/mocks';
import { useTranslation } from '@orbit/i18n';
import {
  storyClientChoices,
  storyCountryChoices,
  storyLicenseChoices,
  storyRange,
  storyRangePresets,
} from '../../screens/reportParts/reportStories.tsx';
import { ReportFilterBar, type ReportFilterBarProps } from './ReportFilterBar.tsx';
import { emptyReportFilters, type ReportFilters } from './reportFilters.ts';

const clients = storyClientChoices(mockReportClients);
const licenses = storyLicenseChoices(mockReportLicenses);
const [firstClient, secondClient] = mockReportClients;
const ofClient = (id: number | undefined) => mockReportLicenses.filter((license) => license.userId === id);

/** A business larger than the fixtures: `clientCount` clients with `perClient` licences each. */
function largeBusiness(clientCount: number, perClient: number) {
  const options = Array.from({ length: clientCount }, (_, index) => ({
    value: String(index + 1),
    label: `Client ${String(index + 1).padStart(4, '0')}`,
    description: `client${index + 1}@example.com`,
  }));
  const licenseOptions = options.flatMap((client) =>
    Array.from({ length: perClient }, (_, index) => ({
      value: `KEY-${client.value}-${index + 1}`,
      label: `${client.label} · ${index + 1}`,
    })),
  );
  return {
    clients: { options },
    licenses: {
      options: licenseOptions,
      ownerOf: Object.fromEntries(licenseOptions.map((option) => [option.value, option.value.split('-')[1] ?? ''])),
    },
  };
}

/** The bar keeping its filters in state, as a report screen does. */
function StatefulBar(props: ReportFilterBarProps) {
  const [filters, setFilters] = useState<ReportFilters>(props.filters);
  const { i18n } = useTranslation();
  return (
    <ReportFilterBar
      {...props}
      countries={props.countries ?? storyCountryChoices(mockCountries, i18n.language)}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/Admin/ReportFilterBar',
  component: ReportFilterBar,
  args: {
    fields: ['clients', 'licenses', 'range'],
    filters: emptyReportFilters,
    onFiltersChange: fn(),
    clients,
    licenses,
    rangePresets: storyRangePresets,
    timeZone: 'America/Sao_Paulo',
    onSearch: fn(),
    onClear: fn(),
    onExport: fn(),
    exportDisabled: true,
  },
  render: (args) => <StatefulBar {...args} />,
} satisfies Meta<typeof ReportFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: Search waits for clients, licences and a period; licences wait for a client. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
    const licensePicker = canvas.getByRole('combobox', { name: /Licences/ });
    await expect(licensePicker).toBeDisabled();
    await expect(licensePicker).toHaveAccessibleDescription(/Choose a client first/);
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

/**
 * A colleague's link read from another zone: the period and the report's months stay those of the link's zone, named
 * under the period, until the reader asks for their own.
 */
export const InTheZoneOfALink: Story = {
  args: {
    filters: { ...emptyReportFilters, clients: [String(firstClient?.id)], range: storyRange },
    timeZone: 'Europe/Lisbon',
    ownTimeZone: 'America/Sao_Paulo',
    onUseOwnTimeZone: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Period/ })).toHaveAccessibleDescription('Times in Europe/Lisbon');
    await userEvent.click(canvas.getByRole('button', { name: 'Use my time zone (America/Sao_Paulo)' }));
    await expect(args.onUseOwnTimeZone).toHaveBeenCalledOnce();
  },
};

/** A person picks a client, two of its licences and last month, then searches. */
export const ChooseAndSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: /Clients/ }));
    await userEvent.click(canvas.getByRole('option', { name: new RegExp(firstClient?.name ?? '') }));
    await userEvent.keyboard('{Escape}');
    const licensePicker = canvas.getByRole('combobox', { name: /Licences/ });
    await waitFor(() => expect(licensePicker).toBeEnabled());
    await userEvent.click(licensePicker);
    const [one, two] = ofClient(firstClient?.id);
    await userEvent.click(canvas.getByRole('option', { name: new RegExp(one?.label ?? '') }));
    await userEvent.click(canvas.getByRole('option', { name: new RegExp(two?.label ?? '') }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /^Period/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Last month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      clients: [String(firstClient?.id)],
      licenses: [one?.key, two?.key],
      countries: [],
      range: storyRange,
    });
  },
};

/** Removing a client drops its licences from the choice; Clear empties everything. */
export const ClientChangesAndClear: Story = {
  args: {
    filters: {
      ...emptyReportFilters,
      clients: [String(firstClient?.id), String(secondClient?.id)],
      licenses: [ofClient(firstClient?.id)[0]?.key ?? '', ofClient(secondClient?.id)[0]?.key ?? ''],
      range: storyRange,
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${secondClient?.name}` }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ clients: [String(firstClient?.id)], licenses: [ofClient(firstClient?.id)[0]?.key] }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(emptyReportFilters);
    await expect(canvas.getByRole('combobox', { name: /Licences/ })).toBeDisabled();
  },
};

const large = largeBusiness(60, 3);

/** Many clients and licences: a few chips, a count of the others, and a warning that the report may take long. */
export const ManyChosen: Story = {
  args: {
    ...large,
    filters: {
      ...emptyReportFilters,
      clients: large.clients.options.map((option) => option.value),
      licenses: large.licenses.options.map((option) => option.value),
      range: storyRange,
    },
    exportDisabled: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You chose 60 clients: the report may take a while.')).toBeVisible();
    await expect(canvas.getByText('You chose 180 licences: the report may take a while.')).toBeVisible();
    await expect(canvas.getByText('+57 more')).toBeVisible();
    await expect(canvas.getByText('+177 more')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeEnabled();
  },
};

/** More clients than a report may name: "Select all" stops at the cap and says so. */
export const SelectAllStopsAtTheCap: Story = {
  args: { ...largeBusiness(2100, 0) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Select all clients' }));
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: /Clients/ })).toHaveAccessibleDescription(
        'You can only select up to 2000.',
      ),
    );
    const [last] = (args.onFiltersChange as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect((last as ReportFilters).clients).toHaveLength(2000);
    await expect(canvas.getByRole('button', { name: 'Select all clients' })).toBeDisabled();
  },
};

/** Countries and a period, without Search: the report runs by itself once both are set (by-month reports). */
export const CountriesSearchByThemselves: Story = {
  args: {
    fields: ['countries', 'range'],
    onSearch: undefined,
    filters: { ...emptyReportFilters, countries: ['76', '620'], range: storyRange },
    exportDisabled: false,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove Brazil' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Select all countries' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ countries: expect.arrayContaining(['32', '76', '250', '620']) }),
    );
  },
};

/** With results, the export menu offers this page as PDF or CSV, or every record. */
export const ExportMenu: Story = {
  args: {
    filters: {
      ...emptyReportFilters,
      clients: [String(firstClient?.id)],
      licenses: ofClient(firstClient?.id).map((license) => license.key),
      range: storyRange,
    },
    exportDisabled: false,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(canvas.getByRole('menuitem', { name: 'PDF of this page' })).toBeVisible();
    await expect(canvas.getByRole('menuitem', { name: 'CSV of this page' })).toBeVisible();
    await userEvent.click(canvas.getByRole('menuitem', { name: 'All records (CSV)' }));
    await expect(args.onExport).toHaveBeenCalledWith('all');
  },
};

/** The clients are still loading: the pickers wait. */
export const ChoicesLoading: Story = {
  args: { clients: { options: [], loading: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('combobox', { name: /Clients/ });
    await expect(picker).toHaveAttribute('placeholder', 'Loading clients…');
    await expect(picker).toBeDisabled();
  },
};

/** The licences and the countries could not be loaded. */
export const ChoicesFailed: Story = {
  args: {
    fields: ['clients', 'licenses', 'countries', 'range'],
    licenses: { options: [], error: true, ownerOf: {} },
    countries: { options: [], error: true },
    filters: { ...emptyReportFilters, clients: [String(firstClient?.id)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The licences could not be loaded.')).toBeVisible();
    await expect(canvas.getByText('Error loading countries.')).toBeVisible();
  },
};

const filledInOtherLanguages: Story['args'] = {
  ...large,
  filters: {
    ...emptyReportFilters,
    clients: large.clients.options.map((option) => option.value),
    licenses: large.licenses.options.slice(0, 2).map((option) => option.value),
    range: storyRange,
  },
  exportDisabled: false,
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  args: filledInOtherLanguages,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pesquisar' })).toBeEnabled();
    await expect(canvas.getByText('Você escolheu 60 clientes: o relatório pode demorar.')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: filledInOtherLanguages,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Limpiar' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: filledInOtherLanguages,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Exporter' })).toBeEnabled();
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  args: filledInOtherLanguages,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cerca' })).toBeEnabled();
  },
};
