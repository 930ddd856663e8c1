import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AdminCreateLicenseResponse } from '@orbit/contract';
import { CreateLicenseDialog, type CreateLicenseValues } from './CreateLicenseDialog.tsx';

const fixedNow = () => new Date('2026-05-15T12:00:00.000Z');

const meta = {
  title: 'Domain/Admin/CreateLicenseDialog',
  component: CreateLicenseDialog,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn((values: CreateLicenseValues): Promise<AdminCreateLicenseResponse> =>
      Promise.resolve({ key: 'ORB-7KQ2-M9XD-4HZT', label: values.label }),
    ),
    now: fixedNow,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof CreateLicenseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Create a licence' }));

/** Create stays disabled until the label has text; Limited is the start. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: 'Limited' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Offline time' })).toBeDisabled();
  },
};

/**
 * An unlimited offline licence: Unlimited dates it now and enables the offline time; Limited clears both. After
 * success the form is empty again and the new key and label show.
 */
export const CreatesUnlimitedOffline: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Label/ }), 'Mall Leste 1');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Game model' }), 'BubbleCoaster');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Notes' }), 'Second floor');
    await userEvent.click(dialog.getByText('Unlimited'));
    const offline = dialog.getByRole('switch', { name: 'Offline time' });
    await expect(offline).toBeEnabled();
    await userEvent.click(offline);
    await expect(offline).toBeChecked();
    // Turning unlimited off clears the offline time; on again leaves it off.
    await userEvent.click(dialog.getByText('Limited'));
    await expect(offline).not.toBeChecked();
    await expect(offline).toBeDisabled();
    await userEvent.click(dialog.getByText('Unlimited'));
    await expect(offline).not.toBeChecked();
    await userEvent.click(offline);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      label: 'Mall Leste 1',
      gameModel: 'BubbleCoaster',
      notes: 'Second floor',
      unlimitedSince: '2026-05-15T12:00:00.000Z',
      unlimitedOfflineTimeSince: '2026-05-15T12:00:00.000Z',
    });
    await expect(await dialog.findByText('Licence Mall Leste 1 created.')).toBeVisible();
    await expect(dialog.getByText('ORB-7KQ2-M9XD-4HZT')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Label/ })).toHaveValue(''));
    await expect(dialog.getByRole('radio', { name: 'Limited' })).toBeChecked();
  },
};

/** A limited licence sends no dates. */
export const CreatesLimited: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Label/ }), 'Plaza 2');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ label: 'Plaza 2', gameModel: 'OrbitCoaster', notes: '' });
  },
};

/** The server's message under createLicenseErrorHeader; the form keeps what was typed. */
export const Failure: Story = {
  args: {
    onSubmit: fn((_values: CreateLicenseValues): Promise<AdminCreateLicenseResponse> =>
      Promise.reject(new Error('The client already has a licence with this label')),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Label/ }), 'Parque Aventura 1');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('The licence was not created');
    await expect(alert).toHaveTextContent('The client already has a licence with this label');
    await expect(dialog.getByRole('textbox', { name: /Label/ })).toHaveValue('Parque Aventura 1');
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Criar uma licença' }));
    await expect(dialog.getByRole('radio', { name: 'Ilimitada' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Tempo offline' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
