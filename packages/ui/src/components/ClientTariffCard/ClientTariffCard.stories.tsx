import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockDefaultTariff, mockTariff } from '@orbit/mocks';
import { ClientTariffCard } from './ClientTariffCard.tsx';

const meta = {
  title: 'Domain/Admin/ClientTariffCard',
  component: ClientTariffCard,
  args: { tariff: mockTariff, onChange: fn(), onRetry: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof ClientTariffCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin and supervisor: the tariff, since when, and "Change tariff". */
export const Data: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('group', { name: 'Coins per customer' });
    await expect(figure).toHaveTextContent('2');
    await expect(figure).toHaveTextContent('Since Mar 10, 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Change tariff' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** A client whose tariff staff never set pays the default. */
export const DefaultTariff: Story = {
  args: { tariff: mockDefaultTariff },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Default tariff, never changed')).toBeVisible();
  },
};

/** Colaborador reads the tariff and cannot change it. */
export const ReadOnly: Story = {
  args: { onChange: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Change tariff' })).toBeNull();
  },
};

export const Loading: Story = { args: { tariff: undefined, loading: true } };

export const Error: Story = {
  args: { tariff: undefined, error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The tariff could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cambiar tarifa' })).toBeVisible();
  },
};
