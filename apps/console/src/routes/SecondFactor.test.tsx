import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { setupServer } from 'msw/node';
import { routes } from '@orbit/contract';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { initI18n } from '@orbit/i18n';
import {
  createHandlers,
  mockError,
  mockPassword,
  mockRecoveryCodes,
  mockRoute,
  mockTotpCode,
  mockTotpEnrolment,
  mockUsers,
  type HandlerOptions,
} from '@orbit/mocks';
import { App } from '../App.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const currentPath = () => screen.getByTestId('path').textContent;
/** The first visit of a route loads its code, which takes a while in a cold test run. */
const firstRender = { timeout: 10_000 };

function renderAt(path: string, options: HandlerOptions) {
  configureApiClient({ baseUrl: 'http://console.test' });
  server.use(...createHandlers(options));
  render(
    <App queryClient={createQueryClient()} i18n={i18n} initialEntries={[path]}>
      <CurrentPath />
    </App>,
  );
  return userEvent.setup();
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByLabelText(/email/i, {}, firstRender), email);
  await user.type(screen.getByLabelText(/^password/i), mockPassword);
  await user.click(screen.getByRole('button', { name: /sign in/i }));
}

describe('signing in with a second factor', () => {
  it('asks for the code after the password, says when it is wrong, and enters on the right one', async () => {
    const user = renderAt('/sign-in', { signedInAs: null, secondFactorEmails: [mockUsers.client.email] });
    await signInWithPassword(user, mockUsers.client.email);
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeTruthy();
    expect(currentPath()).toBe('/sign-in');

    await user.type(await screen.findByLabelText(/Authenticator code/), '000000{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('The code is wrong or was already used');
    await user.clear(screen.getByLabelText(/Authenticator code/));
    await user.type(screen.getByLabelText(/Authenticator code/), `${mockTotpCode}{Enter}`);
    await waitFor(() => expect(currentPath()).toBe('/dash'));
  });

  it('takes a recovery code instead', async () => {
    const user = renderAt('/sign-in', { signedInAs: null, secondFactorEmails: [mockUsers.client.email] });
    await signInWithPassword(user, mockUsers.client.email);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/Recovery code/), `${mockRecoveryCodes[3]?.toUpperCase()}{Enter}`);
    await waitFor(() => expect(currentPath()).toBe('/dash'));
  });

  it('says when the attempts are locked, and goes back to the password when the sign-in expired', async () => {
    const user = renderAt('/sign-in', { signedInAs: null, secondFactorEmails: [mockUsers.client.email] });
    await signInWithPassword(user, mockUsers.client.email);
    server.use(mockRoute(routes.signInSecondFactor, () => mockError(429, 'Too many attempts, try again later')));
    await user.type(await screen.findByLabelText(/Authenticator code/), `${mockTotpCode}{Enter}`);
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts.');

    server.use(
      mockRoute(routes.signInSecondFactor, () =>
        mockError(401, 'The sign-in waited too long; enter your email and password again'),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The sign-in waited too long.');
  });
});

describe('two-step verification on the profile', () => {
  it('sends a supervisor who must enrol to the profile, and enrols with the QR code, showing the codes once', async () => {
    const supervisor = { ...mockUsers.supervisor, secondFactor: { enrolled: false, required: true } };
    const user = renderAt('/dash/admin/clients', { signedInAs: supervisor });
    await waitFor(() => expect(currentPath()).toBe('/dash/me'), firstRender);
    const card = within(await screen.findByRole('region', { name: 'Set up two-step verification' }, firstRender));
    await user.click(await card.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await card.findByRole('img', { name: /QR code/ })).toBeTruthy();
    expect(card.getByText(mockTotpEnrolment.secret)).toBeTruthy();

    await user.type(card.getByLabelText(/Code from the app/), `${mockTotpCode}{Enter}`);
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(mockRecoveryCodes);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull());
    expect(await screen.findByText('Recovery codes left')).toBeTruthy();
    // Enrolled, the staff pages open again.
    await user.click(screen.getAllByRole('link', { name: /clients/i })[0] as HTMLElement);
    await waitFor(() => expect(currentPath()).toBe('/dash/admin/clients'));
  });

  it('turns it off with the password, and says when the password is wrong', async () => {
    const client = { ...mockUsers.client, secondFactor: { enrolled: true, required: false } };
    const user = renderAt('/dash/me', { signedInAs: client, secondFactorEmails: [client.email] });
    const card = within(await screen.findByRole('region', { name: 'Two-step verification' }, firstRender));
    await user.click(await card.findByRole('button', { name: 'Turn off' }));
    await user.click(card.getByRole('button', { name: 'Use my password instead' }));
    await user.type(card.getByLabelText(/^Password/), 'not-it{Enter}');
    expect((await card.findByRole('alert')).textContent).toContain('The current password is wrong.');
    await user.clear(card.getByLabelText(/^Password/));
    await user.type(card.getByLabelText(/^Password/), `${mockPassword}{Enter}`);
    expect(await card.findByRole('button', { name: 'Set up an authenticator app' })).toBeTruthy();
  });
});
