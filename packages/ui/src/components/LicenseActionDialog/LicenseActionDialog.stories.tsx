import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockLicenses } from '@orbit/mocks';
import { LicenseActionDialog } from './LicenseActionDialog.tsx';

const [license] = mockLicenses;

const meta = {
  title: 'Domain/Admin/LicenseActionDialog',
  component: LicenseActionDialog,
  args: { action: 'revoke', license, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof LicenseActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Revoking cannot be undone: the dialog asks first, and its confirm button is red. */
export const Revoke: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: `Revoke ${license?.label}?` });
    await expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke licence' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({});
  },
};

/** Blocking needs one of the five reasons of docs/domain.md#records-and-fields; confirming without one says so. */
export const Block: Story = {
  args: { action: 'block' },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: `Block ${license?.label}?` });
    const reason = within(dialog).getByRole('combobox', { name: /Reason/ });
    await expect(within(reason).getAllByRole('option')).toHaveLength(6);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block licence' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(reason).toHaveAccessibleDescription('This field is required.');
    await userEvent.selectOptions(reason, 'financial-debt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block licence' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ reason: 'financial-debt' });
  },
};

/** A failed block shows "Blocking error" with the server's message; the dialog stays to try again. */
export const BlockFailed: Story = {
  args: { action: 'block', error: 'The licence is revoked' },
  play: async ({ canvasElement }) => {
    const alert = within(body(canvasElement).getByRole('dialog')).getByRole('alert');
    await expect(alert).toHaveTextContent('Blocking error');
    await expect(alert).toHaveTextContent('The licence is revoked');
  },
};

/** Without a server message the default text shows. */
export const RevokeFailedWithoutMessage: Story = {
  args: { action: 'revoke', error: '' },
  play: async ({ canvasElement }) => {
    const alert = within(body(canvasElement).getByRole('dialog')).getByRole('alert');
    await expect(alert).toHaveTextContent('The change could not be made. Try again.');
  },
};

export const Busy: Story = { args: { action: 'unlimited', busy: true } };

export const Unlimited: Story = {
  args: { action: 'unlimited' },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('dialog', { name: `Make ${license?.label} unlimited?` })).toBeVisible();
  },
};

export const Offline: Story = {
  args: { action: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('dialog', { name: `Make ${license?.label} offline?` })).toBeVisible();
  },
};

/** The other game model is chosen first; the current one cannot be picked. */
export const GameModel: Story = {
  args: { action: 'gameModel' },
  play: async ({ canvasElement, args }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: `Change the game model of ${license?.label}` });
    const select = within(dialog).getByRole('combobox', { name: 'New game model' });
    await expect(select).toHaveValue('BubbleCoaster');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change game model' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ gameModel: 'BubbleCoaster' });
  },
};

export const Portuguese: Story = {
  args: { action: 'block' },
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: `Bloquear ${license?.label}?` });
    await expect(within(dialog).getByRole('option', { name: 'Débito financeiro' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { action: 'block' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
