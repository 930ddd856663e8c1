import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockUsers } from '@orbit/mocks';
import { ProfileScreen } from './ProfileScreen.tsx';

const meta = {
  title: 'Screens/Client/ProfileScreen',
  component: ProfileScreen,
  args: { user: mockUsers.client },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The term and its value, as a person reads them in the list. */
async function expectDetail(canvasElement: HTMLElement, term: string, value: string | RegExp) {
  const label = within(canvasElement).getByText(term, { selector: 'dt' });
  await expect(label.nextElementSibling).toHaveTextContent(value);
}

export const Client: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hello, Carla Mendes Rodrigues!' })).toBeVisible();
    await expectDetail(canvasElement, 'Email', 'client@example.com');
    await expectDetail(canvasElement, 'Country', 'Brazil');
    await expectDetail(canvasElement, 'Member since', 'Mar 18, 2024');
    await expectDetail(canvasElement, 'Weekday of your first day', 'Monday');
    await expectDetail(canvasElement, 'Time together', '2 years, 1 month, and 27 days');
    await expectDetail(canvasElement, 'Registered licences', '4');
  },
};

export const MissingFields: Story = {
  args: {
    user: { ...mockUsers.client, name: ' ', email: '', countryAlpha2: null, timezone: '', licenses: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hello!' })).toBeVisible();
    await expectDetail(canvasElement, 'Email', 'Not informed');
    await expectDetail(canvasElement, 'Country', 'Not informed');
    await expectDetail(canvasElement, 'Registered licences', '0');
  },
};

export const FirstDayToday: Story = {
  args: { user: { ...mockUsers.client, createdAt: '2026-05-15T09:00:00.000Z' } },
  play: async ({ canvasElement }) => {
    await expectDetail(canvasElement, 'Time together', 'Less than a day');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await expectDetail(canvasElement, 'País', 'Brasil');
    await expectDetail(canvasElement, 'Dia da semana do seu primeiro dia', 'segunda-feira');
    await expectDetail(canvasElement, 'Tempo juntos', '2 anos, 1 mês e 27 dias');
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
};

/** The signed-in person changes their password from the profile (ADR 0021). */
export const WithPasswordChange: Story = {
  args: { onChangePassword: fn(() => Promise.resolve()) },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('heading', { level: 2, name: 'Password' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Change password' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Change your password' }));
    await userEvent.type(dialog.getByLabelText(/^Current password/), 'demo1234');
    await userEvent.type(dialog.getByLabelText(/^New password/), 'riding-42-coasters');
    await userEvent.type(dialog.getByLabelText(/^Repeat the new password/), 'riding-42-coasters');
    await userEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'demo1234',
      password: 'riding-42-coasters',
    });
    await expect(await dialog.findByRole('status')).toHaveTextContent(/Your password was changed/);
  },
};

export const WithPasswordChangeMobile: Story = {
  args: { onChangePassword: fn(() => Promise.resolve()) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Two-step verification on the profile, on since February (ADR 0056). */
export const WithSecondFactor: Story = {
  args: {
    secondFactor: {
      status: { totp: { enrolledAt: '2026-02-10T09:30:00.000Z' }, recoveryCodesLeft: 9 },
      onStart: fn(() => Promise.resolve()),
      onConfirm: fn(() => Promise.resolve()),
      onCancelEnrolment: fn(),
      onCodesSaved: fn(),
      onRemove: fn(() => Promise.resolve()),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Two-step verification' })).toBeVisible();
    await expectDetail(canvasElement, 'Status', 'On since Feb 10, 2026');
    await expectDetail(canvasElement, 'Recovery codes left', '9');
  },
};
