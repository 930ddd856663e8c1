import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyClient } from '../../test-support/adminClientFixture.ts';
import { ClientInfoCard } from './ClientInfoCard.tsx';

const meta = {
  title: 'Domain/Admin/ClientInfoCard',
  component: ClientInfoCard,
  args: { client: storyClient, timeZone: 'UTC', onEdit: fn() },
} satisfies Meta<typeof ClientInfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin and supervisor: the values and the pencil. */
export const Data: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement.querySelector('section') ?? canvasElement);
    await expect(card.getByText('Carla Mendes Rodrigues ME')).toBeVisible();
    await expect(card.getByText('Brazil')).toBeVisible();
    await expect(card.getByText('Active')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Edit client' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** Colaborador: no pencil (docs/domain.md#roles-and-permissions). */
export const Colaborador: Story = {
  args: { onEdit: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Edit client' })).toBeNull();
  },
};

export const DisabledAccount: Story = {
  args: { client: { ...storyClient, disabledAt: '2026-05-10T12:00:00.000Z', nameAsInContract: null, isoAlpha3: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Disabled since May 10, 2026')).toBeVisible();
    await expect(canvas.getAllByText('—')).toHaveLength(2);
  },
};

export const Loading: Story = { args: { client: undefined, loading: true } };

export const Error: Story = {
  args: { client: undefined, error: true, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Editar cliente' })).toBeVisible();
    await expect(within(canvasElement).getByText('Brasil')).toBeVisible();
  },
};

/** ADR 0055: a new email staff asked for waits for the new address; the account keeps its email meanwhile. */
export const PendingEmailChange: Story = {
  args: {
    client: {
      ...storyClient,
      pendingEmailChange: {
        email: 'carla.moved@example.com',
        requestedAt: '2026-05-15T12:00:00.000Z',
        expiresAt: '2026-05-16T12:00:00.000Z',
        byStaff: true,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('client@example.com')).toBeVisible();
    await expect(canvas.getByText('New email, unconfirmed')).toBeVisible();
    await expect(canvas.getByText('carla.moved@example.com (link valid until May 16, 2026, 12:00 PM)')).toBeVisible();
  },
};
