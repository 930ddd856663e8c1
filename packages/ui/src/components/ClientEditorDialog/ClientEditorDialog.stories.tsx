import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyClient } from '../../test-support/adminClientFixture.ts';
import { ClientEditorDialog } from './ClientEditorDialog.tsx';

const meta = {
  title: 'Domain/Admin/ClientEditorDialog',
  component: ClientEditorDialog,
  args: { open: true, onClose: fn(), client: storyClient, canChangeScope: true, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof ClientEditorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Edit client' }));

/** Admin: the scope field; Save waits for a change; the success message follows. */
export const Admin: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Role' }), 'supervisor');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: storyClient.name,
      email: storyClient.email,
      nameAsInContract: storyClient.nameAsInContract,
      scope: 'supervisor',
    });
    await expect(await dialog.findByText(`The changes to ${storyClient.name} were saved.`)).toBeVisible();
  },
};

/** Supervisor: no scope field, and no scope sent; an emptied name as in contract is cleared with null. */
export const Supervisor: Story = {
  args: { canChangeScope: false },
  play: async ({ args, canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.queryByRole('combobox', { name: 'Role' })).toBeNull();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Name as in contract' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: storyClient.name,
      email: storyClient.email,
      nameAsInContract: null,
    });
  },
};

/** docs/domain.md#validation: name of at least 3, an ordinary email; nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ca');
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'carla@');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Must be at least 3 characters long.')).toBeVisible();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses: the error message, and a way back to the form. */
export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new globalThis.Error('This email address is already in use.'))) },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), ' Jr');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Error updating user')).toBeVisible();
    await expect(dialog.getByText('This email address is already in use.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Back to the form' }));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(`${storyClient.name} Jr`);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('dialog', { name: 'Modifier le client' })).toBeVisible();
  },
};
