import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockNow, mockRunway, mockShortRunway, mockUsers } from '@orbit/mocks';
import { WalletRunwayCard } from './WalletRunwayCard.tsx';

const meta = {
  title: 'Domain/Wallet/WalletRunwayCard',
  component: WalletRunwayCard,
  args: { runway: mockRunway, now: new Date(mockNow), timeZone: mockUsers.client.timezone },
} satisfies Meta<typeof WalletRunwayCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twenty days of coins at last week's pace: the figures, and the block's moment far away. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Wallet runway' }));
    await expect(card.getByRole('group', { name: 'Coins left' })).toHaveTextContent('8,200');
    await expect(card.getByRole('group', { name: 'Days left' })).toHaveTextContent('20 days');
    await expect(card.getByRole('group', { name: 'Rides left' })).toHaveTextContent('1,640');
    await expect(card.getByRole('group', { name: 'Automatic block expected' })).toHaveTextContent('in 20 days');
    await expect(card.queryByRole('status')).toBeNull();
  },
};

/** The coins run out on Saturday night: a warning says when, in the client's time zone. */
export const ShortRunway: Story = {
  args: { runway: mockShortRunway },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('tomorrow');
    await expect(canvas.getByRole('status')).toHaveTextContent('May 16, 2026, 8:05 PM');
  },
};

/** No coins left: the licences charged per ride are blocked. */
export const RanOut: Story = {
  args: {
    runway: { balance: 0, coinsPerDay: 410, daysLeft: 0, ridesLeft: 0, blockExpectedAt: '2026-05-14T22:10:00.000Z' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your coins have run out');
  },
};

/** Nothing charged in the last week: no pace, so no block in sight. */
export const NothingSpent: Story = {
  args: { runway: { balance: 3200, coinsPerDay: 0, daysLeft: null, ridesLeft: null, blockExpectedAt: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing was charged in the last 7 days.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Automatic block expected' })).toHaveTextContent('None in sight');
  },
};

/** No licence is charged per ride: no runway at all, and why. */
export const NotCharged: Story = {
  args: { runway: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/is charged per ride/)).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { runway: mockShortRunway },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Portuguese: Story = {
  args: { runway: mockShortRunway },
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Autonomia da carteira' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Dias restantes' })).toHaveTextContent('1,5 dia');
  },
};

export const BubbleBrand: Story = {
  args: { runway: mockShortRunway },
  globals: { brand: 'bubble' },
};
