import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AdminReportConsumptionByDay } from '@orbit/contract';
import { mockReportClients, mockReportLicenses, mockReportRides, mockUsers } from '@orbit/mocks';
import {
  filteredReportStories,
  storyAnswer,
  storyClientChoices,
  storyFilterBar,
  storyLicenseChoices,
  storyPage,
  storyPromptArgs,
} from '../reportParts/reportStories.tsx';
import { ConsumptionByDayReportScreen } from './ConsumptionByDayReportScreen.tsx';

const licenses = mockReportLicenses.filter((license) => license.userId === mockUsers.client.id).slice(0, 2);

/** Customers and rides of the client's first two licences per day, 1 to 10 May (UTC days, as the mocks group). */
const rows: AdminReportConsumptionByDay[] = licenses
  .flatMap((license) => {
    const days = new Map<string, { customers: number; rides: number }>();
    for (const ride of mockReportRides) {
      const day = ride.consumedAt.slice(0, 10);
      if (ride.licenseKey !== license.key || day < '2026-05-01' || day > '2026-05-10') continue;
      const totals = days.get(day) ?? { customers: 0, rides: 0 };
      totals.customers += ride.customersAmount;
      totals.rides += 1;
      days.set(day, totals);
    }
    return [...days.entries()].map(([day, totals]) => ({
      userId: license.userId,
      key: license.key,
      label: license.label,
      day,
      createdAt: `${day}T00:00:00.000Z`,
      unlimitedSince: license.unlimitedSince,
      total_customers_amount: totals.customers,
      Laps: totals.rides,
    }));
  })
  .sort((a, b) => a.day.localeCompare(b.day) || a.label.localeCompare(b.label));
const data = storyPage(rows);

const filterBar = storyFilterBar(
  {
    clients: [String(mockUsers.client.id)],
    licenses: licenses.map((license) => license.key),
    range: { start: '2026-05-01T00:00', end: '2026-05-10T23:59' },
  },
  { clients: storyClientChoices(mockReportClients), licenses: storyLicenseChoices(mockReportLicenses) },
);

const meta = {
  title: 'Screens/Admin/ConsumptionByDayReportScreen',
  component: ConsumptionByDayReportScreen,
  ...filteredReportStories(ConsumptionByDayReportScreen, { filterBar, data }),
} satisfies Meta<typeof ConsumptionByDayReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prompt: Story = { args: storyPromptArgs(filterBar) };

export const Loading: Story = { args: { answer: storyAnswer('loading') } };

/** A line of the daily sums above the table of each licence's days. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Customers and rides per day/ })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Consumption by day' });
    const customers = rows.reduce((sum, row) => sum + row.total_customers_amount, 0);
    await expect(within(table).getByRole('rowheader', { name: 'Total of the period' }).closest('tr')).toHaveTextContent(
      String(customers),
    );
  },
};

/** Beyond one page the chart and the footer say they hold this page only. */
export const SecondPage: Story = {
  args: { answer: storyAnswer('ready', { ...data, meta: { count: 7_500, limit: 5000, offset: 5000 } }, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /\(page 2\)/ })).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'Total of this page' })).toBeVisible();
  },
};

export const NoData: Story = { args: { answer: storyAnswer('ready', storyPage([])) } };

export const Failed: Story = { args: { answer: storyAnswer('error') } };

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Consommation par jour' })).toBeVisible();
  },
};
