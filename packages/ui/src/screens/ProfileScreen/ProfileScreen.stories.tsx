import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  mockAccountApiKeys,
  mockAccountWebhookEndpoints,
  mockOwnSessions,
  mockPendingEmailChange,
  mockUsers,
} from '@orbit/mocks';
import { ApiKeysCard } from '../../components/ApiKeysCard/index.ts';
import { WebhookEndpointsCard } from '../../components/WebhookEndpointsCard/index.ts';
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

/** The person's own email and sessions (ADR 0055), ready: no change waiting, three sessions, this one marked. */
const accountSecurity = {
  onChangePassword: fn(() => Promise.resolve()),
  emailChange: { pending: null, onRequest: fn(() => Promise.resolve()), onCancel: fn(() => Promise.resolve()) },
  sessions: {
    sessions: mockOwnSessions,
    onEnd: fn(() => Promise.resolve()),
    onEndOthers: fn(() => Promise.resolve({ ended: 2 })),
  },
};

/** The sessions list with this session marked, and the email card with nothing waiting. */
export const AccountSecurity: Story = {
  args: accountSecurity,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const sessions = within(page.getByRole('region', { name: 'Sessions' }));
    await expect(sessions.getAllByRole('listitem')).toHaveLength(3);
    await expect(sessions.getByText('This session')).toBeVisible();
    await expect(sessions.getByRole('button', { name: 'End all other sessions' })).toBeEnabled();
    const email = within(page.getByRole('region', { name: 'Email' }));
    await expect(email.getByRole('button', { name: 'Change email' })).toBeEnabled();
  },
};

/** The person's own API keys below their sessions, as the app brings them after the profile's first render. */
export const WithApiKeys: Story = {
  args: {
    ...accountSecurity,
    apiKeys: (
      <ApiKeysCard
        kind="account"
        keys={mockAccountApiKeys}
        timeZone="America/Sao_Paulo"
        onCreate={fn(() => new Promise<never>(() => undefined))}
        onRoll={fn(() => new Promise<never>(() => undefined))}
        onRevoke={fn(async () => undefined)}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const keys = within(within(canvasElement).getByRole('region', { name: 'API keys' }));
    await expect(keys.getByText(/Keys let your own software/)).toBeVisible();
    await expect(keys.getByRole('row', { name: /Venue software/ })).toHaveTextContent('Live');
    await expect(keys.getByRole('row', { name: /Spreadsheet export/ })).toHaveTextContent('Expired');
    await expect(keys.getByRole('button', { name: 'Make a key' })).toBeEnabled();
  },
};

/** A client's own webhook endpoints below the keys, as the app brings them after the profile's first render. */
export const WithWebhookEndpoints: Story = {
  args: {
    ...accountSecurity,
    webhookEndpoints: (
      <WebhookEndpointsCard
        kind="account"
        endpoints={mockAccountWebhookEndpoints}
        timeZone="America/Sao_Paulo"
        onCreate={fn(() => new Promise<never>(() => undefined))}
        onUpdate={fn(() => new Promise<never>(() => undefined))}
        onDelete={fn(async () => undefined)}
        onTest={fn(async () => ({ eventId: 'evt_mocktest1' }))}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const endpoints = within(within(canvasElement).getByRole('region', { name: 'Webhook endpoints' }));
    await expect(endpoints.getByText(/Endpoints let your own software/)).toBeVisible();
    await expect(endpoints.getByText('Venue software')).toBeVisible();
    await expect(endpoints.getByRole('button', { name: 'Add an endpoint' })).toBeEnabled();
  },
};

/** A change of email waits for the new address; the sign-in email stays the current one meanwhile. */
export const PendingEmailChange: Story = {
  args: { ...accountSecurity, emailChange: { ...accountSecurity.emailChange, pending: mockPendingEmailChange } },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    await expectDetail(canvasElement, 'Email', 'client@example.com');
    const email = within(page.getByRole('region', { name: 'Email' }));
    await expect(email.getByRole('status')).toHaveTextContent(/Your email becomes carla\.new@example\.com/);
    await userEvent.click(email.getByRole('button', { name: 'Cancel the change' }));
    await expect(args.emailChange?.onCancel).toHaveBeenCalledOnce();
  },
};

/** Only this session is open: the list says nothing else is. */
export const OnlyThisSession: Story = {
  args: {
    ...accountSecurity,
    sessions: { ...accountSecurity.sessions, sessions: mockOwnSessions.filter((session) => session.current) },
  },
  play: async ({ canvasElement }) => {
    const sessions = within(within(canvasElement).getByRole('region', { name: 'Sessions' }));
    await expect(sessions.getByText('No other session is open.')).toBeVisible();
  },
};

export const AccountSecurityLoading: Story = {
  args: {
    ...accountSecurity,
    emailChange: { ...accountSecurity.emailChange, pending: undefined, loading: true },
    sessions: { ...accountSecurity.sessions, sessions: undefined, loading: true },
  },
  play: async ({ canvasElement }) => {
    const sessions = within(within(canvasElement).getByRole('region', { name: 'Sessions' }));
    await expect(sessions.getByRole('status')).toHaveTextContent('Loading sessions…');
  },
};

export const AccountSecurityError: Story = {
  args: {
    ...accountSecurity,
    emailChange: { ...accountSecurity.emailChange, pending: undefined, error: true, onRetry: fn() },
    sessions: { ...accountSecurity.sessions, sessions: undefined, error: true, onRetry: fn() },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('The sessions could not be loaded.')).toBeVisible();
    await expect(page.getByText('The email change could not be loaded.')).toBeVisible();
  },
};

export const AccountSecurityMobile: Story = {
  args: { ...accountSecurity, emailChange: { ...accountSecurity.emailChange, pending: mockPendingEmailChange } },
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
