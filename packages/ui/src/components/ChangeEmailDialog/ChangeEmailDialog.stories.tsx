import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChangeEmailDialog } from './ChangeEmailDialog.tsx';

const meta = {
  title: 'Domain/Profile/ChangeEmailDialog',
  component: ChangeEmailDialog,
  args: { onSubmit: fn(() => Promise.resolve()) },
} satisfies Meta<typeof ChangeEmailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog as a person would, from the button on the profile. */
async function openDialog(canvasElement: HTMLElement) {
  const page = within(canvasElement.ownerDocument.body);
  await userEvent.click(page.getByRole('button', { name: 'Change email' }));
  const dialog = await page.findByRole('dialog', { name: 'Change your email' });
  return { page, dialog: within(dialog) };
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change email' })).toBeEnabled();
  },
};

export const Offline: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Change email' })).toBeDisabled();
  },
};

/** The new address and the current password; the dialog then says where the confirmation link went. */
export const AsksForTheChange: Story = {
  play: async ({ args, canvasElement }) => {
    const { page, dialog } = await openDialog(canvasElement);
    await expect(dialog.getByLabelText(/^New email/)).toHaveFocus();
    await userEvent.type(dialog.getByLabelText(/^New email/), ' carla.moved@example.com ');
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'demo1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Send confirmation link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'carla.moved@example.com', currentPassword: 'demo1234' });
    await expect(
      await dialog.findByText(
        'We sent a link to carla.moved@example.com. Open it within 24 hours to confirm the change.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Nothing is sent until both fields are valid; the first invalid one gets the focus. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^New email/), 'carla@');
    await userEvent.click(dialog.getByRole('button', { name: 'Send confirmation link' }));
    await expect(dialog.getByLabelText(/^New email/)).toHaveFocus();
    await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal, in the person's language, above the fields kept as typed. */
export const Refused: Story = {
  args: { onSubmit: fn(() => Promise.reject(new globalThis.Error('The current password is wrong.'))) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^New email/), 'carla.moved@example.com');
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'not-it');
    await userEvent.click(dialog.getByRole('button', { name: 'Send confirmation link' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The current password is wrong.');
    await expect(dialog.getByLabelText(/^New email/)).toHaveValue('carla.moved@example.com');
  },
};
