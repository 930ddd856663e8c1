import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { storyPreferences, storyStaffPreferences } from '../../test-support/notificationFixture.ts';
import { NotificationPreferencesCard } from './NotificationPreferencesCard.tsx';

const meta = {
  title: 'Domain/Notifications/NotificationPreferencesCard',
  component: NotificationPreferencesCard,
  args: { preferences: storyPreferences, onSave: fn(async () => undefined), onRetry: fn() },
} satisfies Meta<typeof NotificationPreferencesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const kind = (canvas: Canvas, name: string) => within(canvas.getByRole('group', { name }));

/**
 * A client's kinds, each in the console, by mail, both or neither; the security kinds stay in the console. Saving
 * sends every kind's choice and the digest, and says it is done.
 */
export const Client: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(storyPreferences.kinds.length);
    const signIn = kind(canvas, 'Sign-in from a new browser');
    await expect(signIn.getByRole('checkbox', { name: 'In the console' })).toBeDisabled();
    await expect(signIn.getByRole('checkbox', { name: 'In the console' })).toBeChecked();
    await expect(signIn.getByText('About your account’s security: always shown in the console.')).toBeVisible();
    const coins = kind(canvas, 'Coins added to the wallet');
    await userEvent.click(coins.getByRole('checkbox', { name: 'In the console' }));
    await expect(coins.getByRole('checkbox', { name: 'In the console' })).not.toBeChecked();
    await userEvent.click(kind(canvas, 'Licence revoked').getByRole('checkbox', { name: 'By mail' }));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'One mail a day with everything instead of single mails' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      kinds: storyPreferences.kinds.map(({ kind: name, console, mail }) => ({
        kind: name,
        console: name === 'coinsInserted' ? false : console,
        mail: name === 'licenseRevoked' ? false : mail,
      })),
      digest: true,
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your notification preferences were saved.');
  },
};

/** A staff member's kinds: the debits and the security ones; mail comes as the daily digest. */
export const Staff: Story = {
  args: { preferences: storyStaffPreferences },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(storyStaffPreferences.kinds.length);
    await expect(canvas.getByRole('group', { name: 'Debit waiting for approval' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Coins added to the wallet' })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: /^One mail a day/ })).toBeChecked();
  },
};

/** Saving is on its way: the button spins and takes no second press. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save preferences' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** The server refused: its message, in the reader's words, as the app gives it. */
export const SaveFailed: Story = {
  play: async ({ args, canvasElement }) => {
    mocked(args.onSave).mockRejectedValueOnce(
      new globalThis.Error('Network error. Check your connection and try again.'),
    );
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The preferences were not saved');
    await expect(alert).toHaveTextContent('Network error');
  },
};

/** Offline: the choices can be looked at, not saved. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save preferences' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { preferences: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  args: { preferences: undefined, error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The notification preferences could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Moedas adicionadas à carteira' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvar preferências' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Guardar preferencias' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('checkbox', { name: 'Par e-mail' })).toHaveLength(
      storyPreferences.kinds.length,
    );
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salva preferenze' })).toBeVisible();
  },
};

export const BubbleBrand: Story = {
  globals: { brand: 'bubble' },
};

/** On a phone each kind's two choices go under its name. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
