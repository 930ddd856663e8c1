import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from '@orbit/i18n';
import { ResetPasswordScreen, type ResetPasswordScreenProps } from './ResetPasswordScreen.tsx';

const meta = {
  title: 'Screens/Client/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    onSubmit: fn(),
    signInHref: '/sign-in',
    requestNewHref: '/reset-password/request',
  },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app shows the network message when the call never reached the server; the story does the same. */
function WithNetworkError(props: ResetPasswordScreenProps) {
  const { t } = useTranslation();
  return <ResetPasswordScreen {...props} errorMessage={t('errors.network')} />;
}

export const Verifying: Story = {
  args: { status: 'verifying' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Checking your link…');
    await expect(canvas.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'abc');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'abd{Enter}');
    await expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining('Must be at least 6 characters long.'),
    );
    await expect(canvas.getByLabelText(/^Repeat the new password/)).toHaveAccessibleDescription(
      'Does not match the password.',
    );
    await expect(canvas.getByLabelText(/^New password/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'orbit2026');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new password/), 'orbit2026{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'orbit2026' });
  },
};

export const ServerError: Story = {
  render: (args) => <WithNetworkError {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Network error.');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Save password' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-password/request',
    );
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const Done: Story = {
  args: { status: 'done' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileFailed: Story = {
  args: { status: 'failed' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Scegli una nuova password' })).toBeVisible();
  },
};

export const PortugueseDone: Story = {
  args: { status: 'done' },
  globals: { locale: 'pt' },
};
