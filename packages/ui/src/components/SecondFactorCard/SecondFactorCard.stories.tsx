import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mockRecoveryCodes, mockTotpEnrolment } from '@orbit/mocks';
import { SecondFactorCard } from './SecondFactorCard.tsx';

const enrolled = { totp: { enrolledAt: '2026-02-10T09:30:00.000Z' }, recoveryCodesLeft: 10 };

const meta = {
  title: 'Domain/Profile/SecondFactorCard',
  component: SecondFactorCard,
  args: {
    status: { totp: null, recoveryCodesLeft: 0 },
    onStart: fn(() => Promise.resolve()),
    onConfirm: fn(() => Promise.resolve()),
    onCancelEnrolment: fn(),
    onCodesSaved: fn(),
    onRemove: fn(() => Promise.resolve()),
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof SecondFactorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Set up an authenticator app' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** An admin or supervisor of an installation that requires it, before anything else. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
    await expect(canvas.getByText(/asks you to set up an authenticator app before anything else/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: undefined },
  // The loader shows after a short delay (DelayedLoader): the picture is taken once it does.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading two-step verification…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: undefined, loadFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be loaded');
  },
};

/** The new secret as a QR code and as text to type, with the field for the app's first code. */
export const EnrolWithQrCode: Story = {
  args: { enrolment: mockTotpEnrolment },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(canvas.getByText(mockTotpEnrolment.secret)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Code from the app/), '123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
  },
};

export const EnrolWrongCode: Story = {
  args: {
    enrolment: mockTotpEnrolment,
    onConfirm: fn(() => Promise.reject(new Error('The code is wrong or was already used. Wait for the next code.'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Code from the app/), '000000{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The code is wrong or was already used.');
  },
};

export const EnrolMalformedCode: Story = {
  args: { enrolment: mockTotpEnrolment, onConfirm: fn(() => Promise.resolve()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Code from the app/), '12{Enter}');
    await expect(canvas.getByLabelText(/Code from the app/)).toHaveAccessibleDescription(
      'Enter the 6 digits the app shows.',
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The ten recovery codes, shown this once. */
export const RecoveryCodesShownOnce: Story = {
  args: { status: enrolled, recoveryCodes: mockRecoveryCodes },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved them' }));
    await expect(args.onCodesSaved).toHaveBeenCalledOnce();
  },
};

export const Enrolled: Story = {
  args: { status: { ...enrolled, recoveryCodesLeft: 9 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('On since Feb 10, 2026')).toBeVisible();
    await expect(canvas.getByText('9')).toBeVisible();
  },
};

export const RemoveWithCode: Story = {
  args: { status: enrolled },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    const form = within(canvas.getByRole('form', { name: 'Turn off two-step verification' }));
    await userEvent.type(form.getByLabelText(/Code from the app/), '123456');
    await userEvent.click(form.getByRole('button', { name: 'Turn off' }));
    await expect(args.onRemove).toHaveBeenCalledWith({ code: '123456' });
  },
};

export const RemoveWithWrongPassword: Story = {
  args: { status: enrolled, onRemove: fn(() => Promise.reject(new Error('The current password is wrong.'))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Use my password instead' }));
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-it{Enter}');
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith({ password: 'not-it' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The current password is wrong.');
  },
};

export const Portuguese: Story = {
  args: { enrolment: mockTotpEnrolment },
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Escaneie este QR code com o seu aplicativo autenticador'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { enrolment: mockTotpEnrolment },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
