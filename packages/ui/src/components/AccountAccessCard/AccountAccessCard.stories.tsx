import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountAccessCard } from './AccountAccessCard.tsx';

const meta = {
  title: 'Domain/Admin/AccountAccessCard',
  component: AccountAccessCard,
  args: {
    name: 'Carla Mendes Rodrigues',
    disabledAt: null,
    timeZone: 'UTC',
    onDisable: fn(async () => undefined),
    onEnable: fn(async () => undefined),
    onEndSessions: fn(async () => ({ ended: 2 })),
  },
} satisfies Meta<typeof AccountAccessCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Admin: disabling asks first, then says it is done. */
export const Disable: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Disable account' }));
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Disable this account?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Disable account' }));
    await expect(args.onDisable).toHaveBeenCalledOnce();
    await expect(await canvas.findByText('Account disabled.')).toBeVisible();
  },
};

/** Ending the sessions says how many ended; cancelling sends nothing. */
export const EndSessions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'End all sessions' }));
    await userEvent.click(
      within(page.getByRole('dialog', { name: 'End all sessions?' })).getByRole('button', { name: 'Cancel' }),
    );
    await expect(args.onEndSessions).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'End all sessions' }));
    await userEvent.click(
      within(page.getByRole('dialog', { name: 'End all sessions?' })).getByRole('button', { name: 'End all sessions' }),
    );
    await expect(await canvas.findByText('Sessions ended: 2.')).toBeVisible();
  },
};

/** A disabled account offers to enable it. */
export const DisabledAccount: Story = {
  args: { disabledAt: '2026-05-10T12:00:00.000Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/disabled since May 10, 2026/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enable account' })).toBeVisible();
  },
};

/** The server refuses: its message. */
export const Failure: Story = {
  args: { onDisable: fn(async () => Promise.reject(new Error('You cannot do this to your own account.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Disable account' }));
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Disable this account?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Disable account' }));
    await expect(
      await canvas.findByText('The change could not be made: You cannot do this to your own account.'),
    ).toBeVisible();
  },
};
