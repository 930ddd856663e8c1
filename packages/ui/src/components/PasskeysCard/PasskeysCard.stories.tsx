import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockPasskeys } from '@orbit/mocks';
import { PasskeysCard } from './PasskeysCard.tsx';

const meta = {
  title: 'Domain/Profile/PasskeysCard',
  component: PasskeysCard,
  args: {
    passkeys: [],
    defaultName: 'Chrome on Linux',
    onAdd: fn(() => Promise.resolve()),
    onRemove: fn(() => Promise.resolve()),
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof PasskeysCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no passkeys yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  },
};

/** A synced passkey used for a sign-in and a security key never used. */
export const TwoPasskeys: Story = {
  args: { passkeys: mockPasskeys },
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Your passkeys' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText('Synced')).toBeVisible();
    await expect(list.getByText(/never used/)).toBeVisible();
  },
};

/**
 * The name comes first (the browser's suggestion, which the person may change), then the browser makes it; the
 * picture shows the form while the browser's dialog is open.
 */
export const Adding: Story = {
  args: { onAdd: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    const name = canvas.getByLabelText(/Name for this passkey/);
    await expect(name).toHaveValue('Chrome on Linux');
    await userEvent.clear(name);
    await userEvent.type(name, 'Work laptop{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('Work laptop');
  },
};

export const AddingWithoutName: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await userEvent.clear(canvas.getByLabelText(/Name for this passkey/));
    await userEvent.click(canvas.getByRole('button', { name: 'Create passkey' }));
    await expect(canvas.getByText('This field is required.')).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The browser's request was cancelled, or the server refused the passkey: the form stays, with the message. */
export const AddFailed: Story = {
  args: {
    onAdd: fn(() =>
      Promise.reject(new Error('The passkey was not created: the browser’s request was cancelled or timed out.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create passkey' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('request was cancelled or timed out');
    await expect(canvas.getByLabelText(/Name for this passkey/)).toBeVisible();
  },
};

/** Removal is asked twice, naming the passkey; the picture shows the removal under way. */
export const Removing: Story = {
  args: { passkeys: mockPasskeys, onRemove: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove passkey YubiKey 5C' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove YubiKey 5C' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
  },
};

/** A browser without WebAuthn: the list shows, and the card says why nothing can be added. */
export const Unsupported: Story = {
  args: { passkeys: mockPasskeys.slice(0, 1), supported: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This browser cannot use passkeys/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { passkeys: undefined },
  // The loader shows after a short delay (DelayedLoader): the picture is taken once it does.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading passkeys…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { passkeys: undefined, loadFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be loaded');
  },
};

export const Portuguese: Story = {
  args: { passkeys: mockPasskeys },
  globals: { locale: 'pt' },
};
