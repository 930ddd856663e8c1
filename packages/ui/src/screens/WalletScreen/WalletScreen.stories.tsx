import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockConsumptions, mockNow, mockRunway, mockWalletBalance, mockWalletRecords } from '@orbit/mocks';
import { WalletRunwayCard } from '../../components/WalletRunwayCard/index.ts';
import { storyMonth, storyMonthStart as monthStart } from '../../components/WalletMonthCard/walletMonthStories.ts';
import { WalletScreen, type WalletScreenProps } from './WalletScreen.tsx';

const { rides: monthRides, figures } = storyMonth(mockConsumptions, mockNow, mockWalletBalance);

const data: WalletScreenProps = {
  hasLicenses: true,
  month: { month: monthStart, timeZone: 'UTC', figures, bigMacCoins: 24 },
  records: {
    records: mockWalletRecords,
    coinsBalance: mockWalletBalance.coinsBalance,
    timeZone: 'UTC',
    onExportPdf: fn(),
    onLoadMore: fn(),
  },
  consumptions: {
    consumptions: monthRides.slice(0, 8),
    page: 1,
    pageCount: 1,
    timeZone: 'UTC',
    onPageChange: fn(),
    onExportPdf: fn(),
  },
};

const loading: WalletScreenProps = {
  hasLicenses: true,
  month: { month: monthStart, timeZone: 'UTC', loading: true },
  records: { ...data.records, records: [], coinsBalance: undefined, loading: true },
  consumptions: { ...data.consumptions, consumptions: [], loading: true },
};

const failed: WalletScreenProps = {
  hasLicenses: true,
  month: { month: monthStart, timeZone: 'UTC', error: true, onRetry: fn() },
  records: { ...data.records, records: [], coinsBalance: undefined, error: true, onRetry: fn() },
  consumptions: { ...data.consumptions, consumptions: [], error: true, onRetry: fn() },
};

/** The tables' code arrives after the screen, a busy placeholder standing in; the picture waits for them. */
async function tablesArrived(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 10_000 });
}

const meta = {
  title: 'Screens/Client/WalletScreen',
  component: WalletScreen,
  parameters: { layout: 'padded' },
  args: data,
  play: async ({ canvasElement }) => tablesArrived(canvasElement),
} satisfies Meta<typeof WalletScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await tablesArrived(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await expect(canvas.getByText(/^Balance: -?[\d,]+ coins$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF of the coin records' }));
    await expect(data.records.onExportPdf).toHaveBeenCalled();
  },
};

/** The wallet's runway under the month: how long the coins last at last week's pace (ADR 0084). */
export const WithRunway: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { runway: <WalletRunwayCard runway={mockRunway} now={new Date(mockNow)} timeZone="UTC" /> },
  play: async ({ canvasElement }) => {
    await tablesArrived(canvasElement);
    const runway = within(within(canvasElement).getByRole('region', { name: 'Wallet runway' }));
    await expect(runway.getByRole('group', { name: 'Days left' })).toHaveTextContent('20 days');
  },
};

/** The tables' own loading rows, once their code is there. */
export const Loading: Story = {
  args: loading,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('table', {}, { timeout: 10_000 })).toHaveLength(2);
  },
};

export const Error: Story = {
  args: failed,
  play: async ({ canvasElement }) => {
    await tablesArrived(canvasElement);
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(3);
  },
};

export const NoLicenses: Story = {
  args: { ...data, hasLicenses: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You have no licences yet/)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Phones show rows as cards; a few of them keep the picture short. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    records: { ...data.records, records: mockWalletRecords.slice(0, 4) },
    consumptions: { ...data.consumptions, consumptions: monthRides.slice(0, 4) },
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await tablesArrived(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Carteira' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Consumos da carteira' })).toBeVisible();
  },
};
