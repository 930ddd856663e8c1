import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockConsumptions, mockNow, mockWalletBalance } from '@orbit/mocks';
import { WalletMonthCard } from './WalletMonthCard.tsx';
import { storyMonth, storyMonthStart as monthStart } from './walletMonthStories.ts';

const { rides: monthRides, figures } = storyMonth(mockConsumptions, mockNow, mockWalletBalance);

const meta = {
  title: 'Domain/Wallet/WalletMonthCard',
  component: WalletMonthCard,
  args: { month: monthStart, timeZone: 'UTC', figures, bigMacCoins: 24 },
} satisfies Meta<typeof WalletMonthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Month of May 2026' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Rides' })).toHaveTextContent(String(monthRides.length));
    await expect(canvas.getByRole('group', { name: 'Tickets per Big Mac' })).toHaveTextContent(
      'A Big Mac costs 24 coins',
    );
  },
};

export const IndexUnavailable: Story = {
  args: { figures: { ...figures, coinsCharged: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Tickets per Big Mac' })).toHaveTextContent(
      'Not available for this month',
    );
  },
};

export const Loading: Story = {
  args: { figures: undefined, loading: true },
};

export const Error: Story = {
  args: { figures: undefined, error: true, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Consumidores' })).toBeVisible();
  },
};
