import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { AdminReportRidesResponse } from '@orbit/contract';
import { mockReportClients, mockReportLicenses, mockReportRides, mockUsers } from '@orbit/mocks';
import {
  filteredReportStories,
  storyAnswer,
  storyClientChoices,
  storyFilterBar,
  storyLicenseChoices,
  storyPage,
  storyPromptArgs,
  storyRange,
} from '../reportParts/reportStories.tsx';
import { RidesReportScreen } from './RidesReportScreen.tsx';

const licenses = mockReportLicenses.filter((license) => license.userId === mockUsers.client.id).slice(0, 2);
const keys = licenses.map((license) => license.key);
const rides = mockReportRides.filter((ride) => keys.includes(ride.licenseKey) && ride.consumedAt < '2026-05-01');
const sum = (of: (ride: (typeof rides)[number]) => number) => rides.reduce((total, ride) => total + of(ride), 0);

/** The answer for the mock client's first two licences in April: eight rides shown, the totals of all. */
const answer: AdminReportRidesResponse = {
  results: rides.slice(0, 8),
  meta: { count: 8, limit: 5000, offset: 0 },
  range: { startAt: '2026-04-01T03:00:00.000Z', endAt: '2026-05-01T02:59:00.000Z' },
  customersAmount: sum((ride) => ride.customersAmount),
  previousCustomersAmount: 0,
  totalCustomersAmount: sum((ride) => ride.customersAmount),
  totalCreditsAdded: sum((ride) => ride.creditsAdded),
  totalAmount: sum((ride) => ride.chargedAmount),
  totalRiders: rides.length,
};

const filled = storyFilterBar(
  { clients: [String(mockUsers.client.id)], licenses: keys, range: storyRange },
  { clients: storyClientChoices(mockReportClients), licenses: storyLicenseChoices(mockReportLicenses) },
);

const meta = {
  title: 'Screens/Admin/RidesReportScreen',
  component: RidesReportScreen,
  parameters: { layout: 'padded' },
  ...filteredReportStories(RidesReportScreen, { filterBar: filled, data: answer, timeZone: 'America/Sao_Paulo' }),
} satisfies Meta<typeof RidesReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first search: the filters are empty and the results say what to do. */
export const Prompt: Story = {
  args: storyPromptArgs(filled),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rides' })).toBeVisible();
    await expect(canvas.getByText('Choose clients, their licences and a period, then press Search.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'All reports' })).toHaveAttribute('href', '/reports');
  },
};

export const Loading: Story = {
  args: { answer: storyAnswer('loading') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Rides' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The rides with the client's name, and the totals of the whole period in the footer. */
export const Data: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Rides' });
    await expect(within(table).getAllByText(mockUsers.client.name).length).toBeGreaterThan(0);
    const totals = within(table).getByRole('rowheader', { name: 'Total of the period' }).closest('tr');
    await expect(totals).toHaveTextContent(String(answer.customersAmount));
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'PDF of this page' }));
    await expect(args.filterBar.onExport).toHaveBeenCalledWith('pdf');
  },
};

/** More than 5000 rides: the second of 13 pages. */
export const ManyPages: Story = {
  args: { answer: storyAnswer('ready', { ...answer, meta: { count: 61_234, limit: 5000, offset: 5000 } }, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Records: 61,234 · page 2 of 13')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const NoData: Story = {
  args: { answer: storyAnswer('ready', { ...answer, ...storyPage([]) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('No data for the selected period.')[0]).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { answer: storyAnswer('error') },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.answer.onRetry).toHaveBeenCalledOnce();
  },
};

/** "All" under way over the rides: the progress dialog above the report. */
export const ExportingAll: Story = {
  args: {
    answer: storyAnswer('ready', { ...answer, meta: { count: 61_234, limit: 5000, offset: 0 } }),
    exportAll: {
      state: { phase: 'running', rows: 30_000, count: 61_234, retrying: false },
      onConfirm: () => undefined,
      onCancel: () => undefined,
      onRetry: () => undefined,
      onClose: () => undefined,
    },
  },
  play: async () => {
    await expect(within(document.body).getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      '48',
    );
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Corridas' })).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'Total do período' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Viajes' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Tours' })).toBeVisible();
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Corse' })).toBeVisible();
  },
};
