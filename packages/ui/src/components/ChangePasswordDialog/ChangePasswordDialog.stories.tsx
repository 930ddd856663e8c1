import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';

const meta = {
  title: 'Domain/Profile/ChangePasswordDialog',
  component: ChangePasswordDialog,
  args: { onSubmit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog as a person would, from the button on the profile. */
async function openDialog(canvasElement: HTMLElement) {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(page.getByRole('button', { name: 'Change password' }));
  const dialog = await page.findByRole('dialog', { name: 'Change your password' });
  return { page, dialog: within(dialog) };
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change password' })).toBeEnabled();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByLabelText(/^Current password/)).toHaveFocus();
    await expect(dialog.getByLabelText(/^New password/)).toHaveAccessibleDescription(/at least 6/i);
  },
};

export const ChangesThePassword: Story = {
  play: async ({ args, canvasElement }) => {
    const { page, dialog } = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'demo1234');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'riding-42-coasters');
    await userEvent.type(dialog.getByLabelText(/^Repeat the new password/), 'riding-42-coasters');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'demo1234', password: 'riding-42-coasters' });
    await expect(await dialog.findByText('Your password was changed. Your other sessions have ended.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(page.getByRole('button', { name: 'Change password' })).toHaveFocus();
  },
};

/** docs/domain.md#validation reset rules, checked before anything is sent; the first field to fix gets the focus. */
export const Validation: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'demo1234');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'abcdefg');
    await userEvent.type(dialog.getByLabelText(/^Repeat the new password/), 'abcdefh');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    const newPassword = dialog.getByLabelText(/^New password/);
    await expect(newPassword).toHaveFocus();
    await expect(newPassword).toHaveAccessibleDescription(/Must contain letters and numbers/);
    await expect(dialog.getByLabelText(/^Repeat the new password/)).toHaveAccessibleDescription(
      /Does not match the password/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongCurrentPassword: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('The current password is wrong.'))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'not-it');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'riding-42-coasters');
    await userEvent.type(dialog.getByLabelText(/^Repeat the new password/), 'riding-42-coasters');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The current password is wrong.');
    await expect(dialog.getByLabelText(/^Current password/)).toHaveValue('not-it');
  },
};

/** While the change is on its way the button says so and a second press sends nothing. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'demo1234');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'riding-42-coasters');
    await userEvent.type(dialog.getByLabelText(/^Repeat the new password/), 'riding-42-coasters');
    const submit = dialog.getByRole('button', { name: 'Change password' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Offline: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change password' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByLabelText(/^Current password/)).toBeVisible();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Alterar senha' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Alterar sua senha' }));
    await expect(dialog.getByLabelText(/^Senha atual/)).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Alterar senha' }));
    await expect(dialog.getByLabelText(/^Senha atual/)).toHaveAccessibleDescription(/obrigatório/i);
  },
};
