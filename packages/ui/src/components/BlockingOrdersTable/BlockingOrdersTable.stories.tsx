import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyOrders } from '../../test-support/adminClientFixture.ts';
import { BlockingOrdersTable } from './BlockingOrdersTable.tsx';

const meta = {
  title: 'Domain/Admin/BlockingOrdersTable',
  component: BlockingOrdersTable,
  args: { orders: storyOrders, timeZone: 'UTC', onFinish: fn(async () => undefined) },
} satisfies Meta<typeof BlockingOrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin and supervisor: search, then revoke the active order after confirming. */
export const Data: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('columnheader', { name: 'Issued by' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search blocking orders' }), 'devolution');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search blocking orders' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke order #2 (Whole account)' }));
    const dialog = within(page.getByRole('dialog', { name: 'Revoke this blocking order?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke order' }));
    await expect(args.onFinish).toHaveBeenCalledWith(storyOrders[0]);
    await expect(await canvas.findByText('Blocking order #2 revoked.')).toBeVisible();
  },
};

/** The account blocked itself when its coins ran out: the order reads "System" as its issuer (ADR 0049). */
export const IssuedBySystem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /Mar 28, 2026/ });
    await expect(within(row).getByRole('cell', { name: 'System' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Apr 25, 2026/ })).toHaveTextContent('Staff #2');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search blocking orders' }), 'system');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** The server refuses: "Blocking error" with its message, in the dialog. */
export const FinishFails: Story = {
  args: { onFinish: fn(async () => Promise.reject(new globalThis.Error('The blocking order is already finished.'))) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Revoke order #2 (Whole account)' }));
    const dialog = within(page.getByRole('dialog', { name: 'Revoke this blocking order?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke order' }));
    await expect(await dialog.findByText('Blocking error')).toBeVisible();
    await expect(dialog.getByText('The blocking order is already finished.')).toBeVisible();
  },
};

/** Colaborador reads the orders but revokes none (ADR 0012). */
export const Colaborador: Story = {
  args: { onFinish: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Revoke/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No blocking orders.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { orders: [], loading: true },
  // The loader shows after a short delay (DelayedLoader): the picture is taken once it does.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  args: { orders: [], error: true, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Revogar a ordem #2 (Conta inteira)' }),
    ).toBeVisible();
  },
};
