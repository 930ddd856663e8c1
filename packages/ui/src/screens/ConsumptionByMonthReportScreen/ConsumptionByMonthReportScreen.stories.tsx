import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AdminReportConsumptionByMonth } from '@orbit/contract';
import { mockCountries } from '@orbit/mocks';
import {
  filteredReportStories,
  storyAnswer,
  storyCountryChoices,
  storyFilterBar,
  storyPage,
  storyPromptArgs,
} from '../reportParts/reportStories.tsx';
import { expectTableAsTallAsItsRows, expectTableScrollsAt } from '../../storybook/tableHeightChecks.ts';
import { vars } from '../../theme/vars.ts';
import { ConsumptionByMonthReportScreen } from './ConsumptionByMonthReportScreen.tsx';

/** `count` months of customers from June 2025, with a summer peak. */
function monthsOfCustomers(count: number): AdminReportConsumptionByMonth[] {
  return Array.from({ length: count }, (_, index) => {
    const month = new Date(Date.UTC(2025, 5 + index, 1)).toISOString().slice(0, 7);
    return {
      month,
      startAt: `${month}-01T03:00:00.000Z`,
      total_customers_amount: 8_000 + ((index * 3_917) % 5_000) + (index % 12 < 3 ? 4_000 : 0),
    };
  });
}

/** Twelve months of customers, June 2025 to May 2026. */
const rows = monthsOfCustomers(12);
const data = storyPage(rows);

const filterBar = storyFilterBar(
  { countries: ['76', '620'], range: { start: '2025-06-01T00:00', end: '2026-05-31T23:59' } },
  { countries: storyCountryChoices(mockCountries, 'en'), onSearch: undefined },
);

const meta = {
  title: 'Screens/Admin/ConsumptionByMonthReportScreen',
  component: ConsumptionByMonthReportScreen,
  ...filteredReportStories(ConsumptionByMonthReportScreen, { filterBar, data, timeZone: 'America/Sao_Paulo' }),
} satisfies Meta<typeof ConsumptionByMonthReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No Search button: the report runs by itself once countries and a period are set. */
export const Prompt: Story = {
  args: storyPromptArgs(filterBar),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Choose countries and a period: the report appears by itself.')).toBeVisible();
  },
};

export const Loading: Story = { args: { answer: storyAnswer('loading') } };

/** Bars of the customers per month, the table and the period's total. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Customers per month/ })).toBeVisible();
    const total = rows.reduce((sum, row) => sum + row.total_customers_amount, 0).toLocaleString('en');
    await expect(await canvas.findByText(total)).toBeVisible();
    await expectTableAsTallAsItsRows(canvas.getByRole('table', { name: 'Consumption by month' }));
  },
};

/** One month: its row and its total, in a table as tall as they are (ADR 0075). */
export const OneMonth: Story = {
  args: {
    filterBar: {
      ...filterBar,
      filters: { ...filterBar.filters, range: { start: '2025-06-01T00:00', end: '2025-06-30T23:59' } },
    },
    answer: storyAnswer('ready', storyPage(monthsOfCustomers(1))),
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Consumption by month' });
    await expect(within(table).getByRole('rowheader', { name: 'Total of the period' })).toBeVisible();
    await expectTableAsTallAsItsRows(table);
  },
};

/** Five years of months: the table stops at its scrolling height and scrolls under its headings and total. */
export const ManyMonths: Story = {
  args: {
    filterBar: {
      ...filterBar,
      filters: { ...filterBar.filters, range: { start: '2025-06-01T00:00', end: '2030-05-31T23:59' } },
    },
    answer: storyAnswer('ready', storyPage(monthsOfCustomers(60))),
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Consumption by month' });
    await expectTableScrollsAt(table, vars.size.tableHeight);
    await expect(within(table).getByRole('rowheader', { name: 'Total of the period' })).toBeVisible();
  },
};

export const NoData: Story = { args: { answer: storyAnswer('ready', storyPage([])) } };

export const Failed: Story = { args: { answer: storyAnswer('error') } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { filterBar: { ...filterBar, countries: storyCountryChoices(mockCountries, 'es') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Consumo por mes' })).toBeVisible();
  },
};
