import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockWalletBalance, mockWalletRecords } from '@orbit/mocks';
import { CoinRecordsTable } from './CoinRecordsTable.tsx';

const meta = {
  title: 'Domain/Wallet/CoinRecordsTable',
  component: CoinRecordsTable,
  args: {
    records: mockWalletRecords,
    coinsBalance: mockWalletBalance.coinsBalance,
    timeZone: 'UTC',
    onExportPdf: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CoinRecordsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Coin records' });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF of the coin records' }));
    await expect(args.onExportPdf).toHaveBeenCalledWith(mockWalletRecords);
  },
};

export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
};

export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Download PDF of the coin records' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  args: { records: [], coinsBalance: undefined, loading: true },
};

export const Empty: Story = {
  args: { records: [], coinsBalance: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No coin records yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF of the coin records' })).toBeDisabled();
  },
};

export const Error: Story = {
  args: { records: [], coinsBalance: undefined, error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading records.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
