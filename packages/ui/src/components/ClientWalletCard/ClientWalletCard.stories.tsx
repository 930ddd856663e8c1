import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyBalance } from '../../test-support/adminClientFixture.ts';
import { ClientWalletCard } from './ClientWalletCard.tsx';

const meta = {
  title: 'Domain/Admin/ClientWalletCard',
  component: ClientWalletCard,
  args: { balance: storyBalance, onInsertCoins: fn() },
} satisfies Meta<typeof ClientWalletCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every staff scope inserts coins into a client's wallet (docs/domain.md#roles-and-permissions). */
export const Data: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Coins balance' })).toHaveTextContent(
      storyBalance.coinsBalance.toLocaleString('en'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Insert coins' }));
    await expect(args.onInsertCoins).toHaveBeenCalledOnce();
  },
};

/** A staff account's wallet takes no coins: no button. */
export const WithoutInsertion: Story = {
  args: { onInsertCoins: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Insert coins' })).toBeNull();
  },
};

export const Loading: Story = { args: { balance: undefined, loading: true } };

export const Error: Story = {
  args: { balance: undefined, error: true, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Insertar monedas' })).toBeVisible();
  },
};
