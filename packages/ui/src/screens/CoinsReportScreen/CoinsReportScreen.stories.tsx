import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AdminReportCoinsEntry } from '@orbit/contract';
import { mockReportClients, mockReportWalletRecords } from '@orbit/mocks';
import {
  filteredReportStories,
  storyAnswer,
  storyClientChoices,
  storyFilterBar,
  storyPage,
  storyPromptArgs,
} from '../reportParts/reportStories.tsx';
import { CoinsReportScreen } from './CoinsReportScreen.tsx';

const staff = { id: 1, name: 'Helena Admin' };
/** The coin records of every mock client since January, with one correction. */
const rows: AdminReportCoinsEntry[] = mockReportWalletRecords
  .filter((record) => record.createdAt >= '2026-01-01')
  .flatMap((record, index) => {
    const client = mockReportClients.find((candidate) => candidate.id === record.userId);
    if (!client) return [];
    return [
      {
        id: record.id,
        userId: client.id,
        name: client.name,
        email: client.email,
        isoAlpha2: client.isoAlpha2,
        createdAt: record.createdAt,
        amount: index === 2 ? -150 : record.amount,
        issuerUser: staff,
      },
    ];
  });
const data = { ...storyPage(rows), totalAmount: rows.reduce((sum, row) => sum + row.amount, 0) };

const filterBar = storyFilterBar(
  {
    clients: mockReportClients.map((client) => String(client.id)),
    range: { start: '2026-01-01T00:00', end: '2026-05-15T23:59' },
  },
  { clients: storyClientChoices(mockReportClients) },
);

const meta = {
  title: 'Screens/Admin/CoinsReportScreen',
  component: CoinsReportScreen,
  ...filteredReportStories(CoinsReportScreen, { filterBar, data }),
} satisfies Meta<typeof CoinsReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prompt: Story = {
  args: storyPromptArgs(filterBar),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose clients and a period, then press Search.')).toBeVisible();
  },
};

export const Loading: Story = { args: { answer: storyAnswer('loading') } };

/** Records with their sign, the staff member who inserted them, and the period's total. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Coins' });
    await expect(within(table).getByText('-150')).toBeVisible();
    const totals = within(table).getByRole('rowheader', { name: 'Total of the period' }).closest('tr');
    await expect(totals).toHaveTextContent(`+${data.totalAmount.toLocaleString('en')}`);
  },
};

export const NoData: Story = { args: { answer: storyAnswer('ready', { ...storyPage([]), totalAmount: 0 }) } };

export const Failed: Story = { args: { answer: storyAnswer('error') } };

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Moedas' })).toBeVisible();
  },
};
