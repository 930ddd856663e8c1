import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { AdminReportSalesByMonthEntry } from '@orbit/contract';
import { mockCountries } from '@orbit/mocks';
import {
  filteredReportStories,
  storyAnswer,
  storyCountryChoices,
  storyFilterBar,
  storyPage,
  storyPromptArgs,
} from '../reportParts/reportStories.tsx';
import { SalesByMonthReportScreen } from './SalesByMonthReportScreen.tsx';

/** Coins sold per month, December 2025 to May 2026; February's corrections outweigh its sales. */
const rows: AdminReportSalesByMonthEntry[] = [4_800, 6_200, -300, 5_100, 7_400, 3_900].map((total, index) => {
  const month = new Date(Date.UTC(2025, 11 + index, 1)).toISOString().slice(0, 7);
  return { month, startAt: `${month}-01T03:00:00.000Z`, total_amount: total };
});
const data = storyPage(rows);

const filterBar = storyFilterBar(
  { countries: ['76'], range: { start: '2025-12-01T00:00', end: '2026-05-31T23:59' } },
  { countries: storyCountryChoices(mockCountries, 'en'), onSearch: undefined },
);

const meta = {
  title: 'Screens/Admin/SalesByMonthReportScreen',
  component: SalesByMonthReportScreen,
  ...filteredReportStories(SalesByMonthReportScreen, { filterBar, data, timeZone: 'America/Sao_Paulo' }),
} satisfies Meta<typeof SalesByMonthReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prompt: Story = { args: storyPromptArgs(filterBar) };

export const Loading: Story = { args: { answer: storyAnswer('loading') } };

/** The table keeps February's negative figure; its bar stays at 0. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Coins sold per month/ })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Coin sales by month' });
    await expect(within(table).getByText('-300')).toBeVisible();
    await expect(within(table).getByText('27,100')).toBeVisible();
  },
};

export const NoData: Story = { args: { answer: storyAnswer('ready', storyPage([])) } };

export const Failed: Story = { args: { answer: storyAnswer('error') } };

export const Italian: Story = {
  globals: { locale: 'it' },
  args: { filterBar: { ...filterBar, countries: storyCountryChoices(mockCountries, 'it') } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Vendite di monete per mese' }),
    ).toBeVisible();
  },
};
