import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ReauthenticateDialog, type ReauthenticateDialogProps } from './ReauthenticateDialog.tsx';

type DemoProps = Omit<ReauthenticateDialogProps, 'open'> & {
  /** The dialog is open from the start, as when a sensitive act was just refused. */
  startOpen?: boolean;
};

/** A sensitive act's button and the dialog it may bring up, with state as the console keeps it. */
function ReauthenticateDemo({ startOpen = true, onCancel, onSubmit, ...props }: DemoProps) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Disable account
      </Button>
      <ReauthenticateDialog
        {...props}
        open={open}
        onSubmit={onSubmit}
        onCancel={() => {
          setOpen(false);
          onCancel();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Domain/Profile/ReauthenticateDialog',
  component: ReauthenticateDemo,
  args: { onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof ReauthenticateDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Confirm it is you' }));

/** Someone without an authenticator app gives their password; the field has the focus when the dialog opens. */
export const PasswordOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const password = dialog.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(dialog.queryByRole('button', { name: 'Use a code from the app' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(password).toHaveAccessibleDescription(/required/i);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(password, 'demo1234{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'password', password: 'demo1234' });
  },
};

/** Someone with an authenticator app may give one of its codes, or a recovery code, instead of the password. */
export const WithAppCode: Story = {
  args: { withSecondFactor: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Use a code from the app' }));
    const code = dialog.getByLabelText(/^Code from the app/);
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '12345{Enter}');
    await expect(code).toHaveAccessibleDescription(/6 digits/);
    await userEvent.type(code, '6{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'totp', code: '123456' });
    await expect(dialog.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Use my password' })).toBeVisible();
  },
};

/** Someone with passkeys may use one instead of typing: the app runs the browser's passkey prompt. */
export const WithPasskey: Story = {
  args: { withSecondFactor: true, onPasskey: fn() },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByLabelText(/^Password/)).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Use a passkey' }));
    await expect(args.onPasskey).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The last proof was wrong: the server's message shows above the field, which keeps the focus. */
export const WithError: Story = {
  args: { errorMessage: 'The current password is wrong.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('The current password is wrong.');
  },
};

/** The proof is being checked: the button shows it and a second submit sends nothing. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText(/^Password/), 'demo1234{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Escape cancels, and the focus goes back to the button the person was on. */
export const EscapeCancels: Story = {
  args: { startOpen: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Disable account' }));
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByLabelText(/^Password/)).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Disable account' })).toHaveFocus();
  },
};
