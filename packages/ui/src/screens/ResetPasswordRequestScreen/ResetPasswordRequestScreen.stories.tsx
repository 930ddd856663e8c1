import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from '@orbit/i18n';
import { ResetPasswordRequestScreen, type ResetPasswordRequestScreenProps } from './ResetPasswordRequestScreen.tsx';

const meta = {
  title: 'Screens/Client/ResetPasswordRequestScreen',
  component: ResetPasswordRequestScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), signInHref: '/sign-in' },
} satisfies Meta<typeof ResetPasswordRequestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type ErrorKey = 'publicPages.resetRequest.emailNotFound' | 'publicPages.resetRequest.tryLater';

/** The app maps a 404 or a 429/500 to these catalogue messages; the stories do the same in the chosen language. */
function WithError({ errorKey, ...props }: ResetPasswordRequestScreenProps & { errorKey: ErrorKey }) {
  const { t } = useTranslation();
  return <ResetPasswordRequestScreen {...props} errorMessage={t(errorKey)} />;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const Required: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription('This field is required.');
    await expect(canvas.getByLabelText(/^Email/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsTrimmedEmail: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText(/^Email/), ' carla@example.com {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'carla@example.com' });
  },
};

export const EmailNotFound: Story = {
  render: (args) => <WithError {...args} errorKey="publicPages.resetRequest.emailNotFound" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('E-mail not found.');
  },
};

export const TryLater: Story = {
  render: (args) => <WithError {...args} errorKey="publicPages.resetRequest.tryLater" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Try again later.');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole('button', { name: 'Send link' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

export const Sent: Story = {
  args: { sentTo: 'carla@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a link to carla@example.com.');
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileSent: Story = {
  args: { sentTo: 'carla@example.com' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const French: Story = {
  globals: { locale: 'fr' },
  render: (args) => <WithError {...args} errorKey="publicPages.resetRequest.emailNotFound" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('E-mail introuvable.');
  },
};
