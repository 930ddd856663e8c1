import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import type { ApiKey, ApiKeyWithSecret } from '@orbit/contract';
import { mockAccountApiKeys, mockBusinessApiKeys } from '@orbit/mocks';
import { ApiKeysCard } from './ApiKeysCard.tsx';

const secret = 'orbit_key_Zx81Qm4TbW0e_kP3vN9sLq2RtYz5Pc8NfHe1Gu4Jd0aQm3X1cY7bZ';

/** The answer of a making or a rolling: the key as the list shows it, and its secret this once. */
const answered = (key: Partial<ApiKey>): ApiKeyWithSecret => ({
  key: {
    id: 100,
    kind: 'business',
    name: 'Payroll',
    hint: 'orbit_key_Zx81Qm4TbW0e',
    scopes: ['reports:read'],
    allowedAddresses: [],
    createdBy: { id: 1, name: 'Helena Admin' },
    createdAt: '2026-05-15T12:00:00.000Z',
    expiresAt: '2026-08-13T12:00:00.000Z',
    lastUsedAt: null,
    lastUsedFrom: null,
    previousSecretExpiresAt: null,
    revokedAt: null,
    ...key,
  },
  secret,
});

const invoicing = mockBusinessApiKeys.find((key) => key.name === 'Invoicing');
if (!invoicing) throw new Error('The stories need the Invoicing key');

const meta = {
  title: 'Domain/Integrations/ApiKeysCard',
  component: ApiKeysCard,
  args: {
    kind: 'business',
    keys: mockBusinessApiKeys,
    timeZone: 'UTC',
    onRetry: fn(),
    onCreate: fn(async () => answered({})),
    onRoll: fn(async (key: ApiKey) => answered({ ...key, previousSecretExpiresAt: '2026-05-16T12:00:00.000Z' })),
    onRevoke: fn(async () => undefined),
    copy: fn(async () => undefined),
  },
} satisfies Meta<typeof ApiKeysCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state a key can be in, each with its hint, scopes, expiry and last use; who made it, for the business's. */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'API keys, newest first' }));
    await expect(table.getAllByRole('row')).toHaveLength(mockBusinessApiKeys.length + 1);
    const row = (name: string) => within(table.getByRole('row', { name: new RegExp(name) }));
    await expect(row('Invoicing').getByText('Live')).toBeVisible();
    await expect(row('Invoicing').getByText('Only from 203.0.113.7, 198.51.100.0/24')).toBeVisible();
    await expect(row('Invoicing').getByText('from 198.51.100.23')).toBeVisible();
    await expect(row('Invoicing').getByText('Wallet: insert coins')).toBeVisible();
    await expect(row('Brand portal').getByText(/The previous secret works until/)).toBeVisible();
    await expect(row('Venue kiosk sync').getByText('Expiring soon')).toBeVisible();
    await expect(row('Data warehouse').getByText('Never used')).toBeVisible();
    await expect(row('Old reporting script').getByText('Expired')).toBeVisible();
    await expect(row('Old reporting script').queryByRole('button', { name: /^Roll/ })).toBeNull();
    await expect(row('Leaked test key').getByText('Revoked')).toBeVisible();
    await expect(row('Leaked test key').queryByRole('button')).toBeNull();
    await expect(row('Invoicing').getAllByText('Made by Helena Admin')).toHaveLength(1);
  },
};

/** A person's own keys: no maker named, the description speaks of their software. */
export const OwnKeys: Story = {
  args: { kind: 'account', keys: mockAccountApiKeys },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Keys let your own software/)).toBeVisible();
    await expect(canvas.queryByText(/Made by/)).toBeNull();
  },
};

export const Empty: Story = {
  args: { keys: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No keys yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make a key' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  args: { keys: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the keys…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Make a key' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { keys: undefined, loadError: 'failed' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Error loading the keys.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The server refused the list (403): no key and nothing to make one with. */
export const Forbidden: Story = {
  args: { keys: undefined, loadError: 'forbidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only admins manage the business’s keys.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The form of a new key, filled in with the keyboard: 90 days unless changed. */
export const Making: Story = {
  args: { onCreate: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open over the page, outside the story's root.
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Make a key' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Make an API key' }));
    await expect(dialog.getByLabelText(/^Expires after \(days\)/)).toHaveValue('90');
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Payroll');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(dialog.getByRole('checkbox', { name: 'Licences: read' })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Reports: read' }));
    await userEvent.type(dialog.getByLabelText(/^Allowed addresses/), '203.0.113.0/24');
    await userEvent.click(dialog.getByRole('button', { name: 'Make the key' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Payroll',
      scopes: ['licenses:read', 'reports:read'],
      expiresInDays: 90,
      allowedAddresses: ['203.0.113.0/24'],
    });
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Make the key' })).toHaveAttribute('aria-busy'));
  },
};

/** The form's own checks: each field says what is wrong, and the first takes the focus. */
export const MakingInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open over the page, outside the story's root.
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Make a key' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Make an API key' }));
    const days = dialog.getByLabelText(/^Expires after \(days\)/);
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    await userEvent.type(dialog.getByLabelText(/^Allowed addresses/), '203.0.113.7\nexample.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Make the key' }));
    await expect(dialog.getByText('Give the key a name.')).toBeVisible();
    await expect(dialog.getByText('Choose at least one thing the key may do.')).toBeVisible();
    await expect(dialog.getByText('A whole number of days from 1 to 366.')).toBeVisible();
    await expect(dialog.getByText('Address 2 is not an IP address or range.')).toBeVisible();
    await expect(dialog.getByLabelText(/^Name/)).toHaveFocus();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The server refused the form (400): its fields at fault show on them, in the person's words. */
export const MakingRefused: Story = {
  args: {
    onCreate: fn(() =>
      Promise.reject(
        Object.assign(new Error('Invalid input'), { fieldErrors: { 'allowedAddresses.0': 'Invalid IPv6 address' } }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open over the page, outside the story's root.
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Make a key' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Make an API key' }));
    await userEvent.type(dialog.getByLabelText(/^Name/), 'Payroll');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Reports: read' }));
    await userEvent.type(dialog.getByLabelText(/^Allowed addresses/), '2001:db8:::1');
    await userEvent.click(dialog.getByRole('button', { name: 'Make the key' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The key was not made');
    await expect(dialog.getByRole('alert')).toHaveTextContent('Check the fields marked.');
    await expect(dialog.getByText('Address 1 is not an IP address or range.')).toBeVisible();
    await expect(dialog.getByLabelText(/^Allowed addresses/)).toHaveFocus();
  },
};

/** The secret, once, with its warning; Copy puts it on the clipboard and says so. */
export const SecretShownOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open over the page, outside the story's root.
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Make a key' }));
    const form = within(await page.findByRole('dialog', { name: 'Make an API key' }));
    await userEvent.type(form.getByLabelText(/^Name/), 'Payroll');
    await userEvent.click(form.getByRole('checkbox', { name: 'Reports: read' }));
    await userEvent.click(form.getByRole('button', { name: 'Make the key' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Copy the secret of “Payroll” now' }));
    await expect(dialog.getByText(/This is the only time the secret is shown/)).toBeVisible();
    await expect(dialog.getByLabelText('Secret')).toHaveValue(secret);
    const copy = dialog.getByRole('button', { name: 'Copy the secret' });
    await expect(copy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.copy).toHaveBeenCalledWith(secret);
    await expect(await dialog.findByText('Copied to the clipboard.')).toBeVisible();
  },
};

/** The clipboard refused: the person is told to copy the secret from the field. */
export const CopyFailed: Story = {
  args: { copy: fn(() => Promise.reject(new Error('Not allowed'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open over the page, outside the story's root.
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Roll “Invoicing”' }));
    const roll = within(await page.findByRole('dialog', { name: 'Roll “Invoicing”' }));
    await userEvent.click(roll.getByRole('button', { name: 'Roll the key' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Copy the secret of “Invoicing” now' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Copy the secret' }));
    await expect(await dialog.findByText(/Copying did not work/)).toBeVisible();
  },
};

/** Rolling with an overlap: the previous secret works on, and the new one shows once. */
export const Rolling: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open over the page, outside the story's root.
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Roll “Invoicing”' }));
    const roll = within(await page.findByRole('dialog', { name: 'Roll “Invoicing”' }));
    const overlap = roll.getByRole('combobox', { name: /Keep the current secret working for/ });
    await expect(overlap).toHaveValue('1');
    await userEvent.selectOptions(overlap, '3 days');
    await userEvent.click(roll.getByRole('button', { name: 'Roll the key' }));
    await expect(args.onRoll).toHaveBeenCalledWith(invoicing, 72);
    const dialog = within(await page.findByRole('dialog', { name: 'Copy the secret of “Invoicing” now' }));
    await expect(dialog.getByText(/The previous secret works until/)).toBeVisible();
  },
};

/** A roll refused (the key was revoked meanwhile): the dialog stays, with the message. */
export const RollRefused: Story = {
  play: async ({ args, canvasElement }) => {
    if (!args.onRoll) throw new globalThis.Error('The story needs onRoll');
    mocked(args.onRoll).mockImplementationOnce(() => Promise.reject(new Error('The API key is revoked')));
    const canvas = within(canvasElement);
    // Dialogs open over the page, outside the story's root.
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Roll “Invoicing”' }));
    const roll = within(await page.findByRole('dialog', { name: 'Roll “Invoicing”' }));
    await userEvent.click(roll.getByRole('button', { name: 'Roll the key' }));
    await expect(await roll.findByRole('alert')).toHaveTextContent('The API key is revoked');
  },
};

/** Revoking asks first; Cancel has the focus, so Enter alone revokes nothing. */
export const Revoking: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open over the page, outside the story's root.
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke “Invoicing”' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Revoke “Invoicing”?' }));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(dialog.getByText(/refused at once/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke the key' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(invoicing);
    await expect(await canvas.findByText(/Revoked: Invoicing\./)).toBeVisible();
  },
};

/** A revocation that failed says so, naming the key. */
export const RevokeFailed: Story = {
  args: { onRevoke: fn(() => Promise.reject(new Error('Not allowed: you may not do this.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open over the page, outside the story's root.
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke “Invoicing”' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Revoke “Invoicing”?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke the key' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Not revoked: Invoicing');
    await expect(alert).toHaveTextContent('Not allowed: you may not do this.');
  },
};

/** Offline: the keys show, nothing changes them. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Make a key' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Roll “Invoicing”' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Chaves de API' })).toBeVisible();
    await expect(canvas.getByText('Prestes a expirar')).toBeVisible();
  },
};
