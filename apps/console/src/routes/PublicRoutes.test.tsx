import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { setupServer } from 'msw/node';
import { errorMessages, routes, type ResetPasswordRequestRequest, type SignUpRequest } from '@orbit/contract';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockError, mockRoute, mockTokens, mockUsers } from '@orbit/mocks';
import { App } from '../App.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** The first visit of a route loads its code, which takes a while in a cold test run. */
const firstRender = { timeout: 10_000 };

const currentPath = () => screen.getByTestId('path').textContent;

function renderAt(path: string) {
  configureApiClient({ baseUrl: 'http://console.test' });
  server.use(...createHandlers({ signedInAs: null }));
  render(
    <App queryClient={createQueryClient()} i18n={i18n} initialEntries={[path]}>
      <CurrentPath />
    </App>,
  );
  return userEvent.setup();
}

describe('/sign-up', () => {
  async function fillSignUp(user: ReturnType<typeof userEvent.setup>, email: string) {
    await user.type(await screen.findByLabelText(/^Name/, {}, firstRender), 'Marta Sousa');
    await user.type(screen.getByLabelText(/^Email/), email);
    await user.selectOptions(await screen.findByLabelText(/^Country/), 'Portugal');
    await user.type(screen.getByLabelText(/^Password/), 'orbit2026');
    await user.type(screen.getByLabelText(/^Repeat password/), 'orbit2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('registers with the browser’s time zone and goes to /sign-up/validate-email', async () => {
    const sent: SignUpRequest[] = [];
    const user = renderAt('/sign-up');
    server.use(
      mockRoute(routes.signUp, async ({ request }) => {
        sent.push((await request.json()) as SignUpRequest);
        return { message: 'Account created' };
      }),
    );
    await fillSignUp(user, 'marta@example.com');
    await waitFor(() => expect(currentPath()).toBe('/sign-up/validate-email'));
    expect(sent).toEqual([
      {
        name: 'Marta Sousa',
        email: 'marta@example.com',
        countryId: 620,
        password: 'orbit2026',
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeTruthy();
  });

  it('says an address is already registered and stays', async () => {
    const user = renderAt('/sign-up');
    await fillSignUp(user, mockUsers.client.email);
    expect((await screen.findByRole('alert')).textContent).toContain('already registered');
    expect(currentPath()).toBe('/sign-up');
  });
});

describe('/sign-up/validate-email', () => {
  it('confirms the address with the token of the link', async () => {
    renderAt(`/sign-up/validate-email?token=${mockTokens.valid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email confirmed' }, firstRender)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('says so when the token is refused', async () => {
    renderAt(`/sign-up/validate-email?token=${mockTokens.expired}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmation failed' }, firstRender)).toBeTruthy();
  });
});

describe('/email-change/confirm and /email-change/cancel (ADR 0055)', () => {
  it('confirms a new email with the token of the link', async () => {
    renderAt(`/email-change/confirm?token=${mockTokens.valid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email changed' }, firstRender)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('says when the new address was taken meanwhile', async () => {
    renderAt(`/email-change/confirm?token=${mockTokens.valid}`);
    server.use(
      mockRoute(routes.confirmEmailChange, () =>
        mockError(409, errorMessages.emailTaken, { email: errorMessages.emailTaken }),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' }, firstRender)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This email belongs to another account.');
  });

  it('cancels the change with the old address’s link', async () => {
    renderAt(`/email-change/cancel?token=${mockTokens.valid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Change cancelled' }, firstRender)).toBeTruthy();
  });

  it('refuses a used or expired link', async () => {
    renderAt(`/email-change/cancel?token=${mockTokens.expired}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' }, firstRender)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('invalid, was already used or has expired');
  });
});

describe('/reset-password/request', () => {
  async function requestFor(user: ReturnType<typeof userEvent.setup>, email: string) {
    await user.type(await screen.findByLabelText(/^Email/, {}, firstRender), email);
    await user.click(screen.getByRole('button', { name: 'Send link' }));
  }

  it('sends the email with the interface language and confirms', async () => {
    const sent: ResetPasswordRequestRequest[] = [];
    const user = renderAt('/reset-password/request');
    server.use(
      mockRoute(routes.resetPasswordRequest, async ({ request }) => {
        sent.push((await request.json()) as ResetPasswordRequestRequest);
        return { message: 'Reset link sent' };
      }),
    );
    await requestFor(user, mockUsers.client.email);
    expect(
      await screen.findByText(`We sent a link to ${mockUsers.client.email}. It is valid for 30 minutes.`),
    ).toBeTruthy();
    expect(sent).toEqual([{ email: mockUsers.client.email, lang: 'en' }]);
  });

  it('says "E-mail not found" for an unknown address', async () => {
    const user = renderAt('/reset-password/request');
    await requestFor(user, 'nobody@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain('E-mail not found.');
  });

  it('asks to try later when the server refuses more requests', async () => {
    const user = renderAt('/reset-password/request');
    server.use(mockRoute(routes.resetPasswordRequest, () => mockError(429, 'Too many attempts, try again later')));
    await requestFor(user, mockUsers.client.email);
    expect((await screen.findByRole('alert')).textContent).toContain('Try again later.');
  });
});

describe('/reset-password/reset', () => {
  it('verifies the token, takes the new password and confirms', async () => {
    const user = renderAt(`/reset-password/reset?token=${mockTokens.valid}`);
    await user.type(await screen.findByLabelText(/^New password/, {}, firstRender), 'orbit2026');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'orbit2026');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Password changed' })).toBeTruthy();
  });

  it('shows the verification failure for a refused token', async () => {
    renderAt(`/reset-password/reset?token=${mockTokens.expired}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' }, firstRender)).toBeTruthy();
  });

  it('shows the verification failure for a link without a token', async () => {
    renderAt('/reset-password/reset');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' }, firstRender)).toBeTruthy();
  });

  it('turns to the verification failure when the token expires before the password is sent', async () => {
    const user = renderAt(`/reset-password/reset?token=${mockTokens.valid}`);
    server.use(
      mockRoute(routes.resetPassword, () =>
        mockError(400, 'Invalid or expired token', { token: 'Invalid or expired token' }),
      ),
    );
    await user.type(await screen.findByLabelText(/^New password/, {}, firstRender), 'orbit2026');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'orbit2026{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' }, firstRender)).toBeTruthy();
  });
});
