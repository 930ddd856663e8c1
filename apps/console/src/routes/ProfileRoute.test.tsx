import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { errorMessages, routes } from '@orbit/contract';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { initI18n } from '@orbit/i18n';
import {
  createHandlers,
  mockAccountApiKeys,
  mockError,
  mockNow,
  mockPassword,
  mockRoute,
  mockUsers,
} from '@orbit/mocks';
import { App } from '../App.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });

/** The first visit of a screen compiles its lazy route module, which takes a while on a busy machine. */
const firstRender = { timeout: 10_000 };

function renderProfile() {
  configureApiClient({ baseUrl: 'http://console.test' });
  render(<App queryClient={createQueryClient()} i18n={i18n} initialEntries={['/dash/me']} />);
  return userEvent.setup();
}

const card = async (name: string) => within(await screen.findByRole('region', { name }, firstRender));

describe('/dash/me: own email and sessions (ADR 0055)', () => {
  it('asks for a new email with the current password, shows it waiting and withdraws it', async () => {
    server.use(...createHandlers());
    const user = renderProfile();
    const email = await card('Email');
    await user.click(await email.findByRole('button', { name: 'Change email' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change your email' }));
    await user.type(dialog.getByLabelText(/^New email/), 'carla.moved@example.com');
    await user.type(dialog.getByLabelText(/^Current password/), 'not-it');
    await user.click(dialog.getByRole('button', { name: 'Send confirmation link' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('The current password is wrong.');

    await user.clear(dialog.getByLabelText(/^Current password/));
    await user.type(dialog.getByLabelText(/^Current password/), mockPassword);
    await user.click(dialog.getByRole('button', { name: 'Send confirmation link' }));
    expect(await dialog.findByText(/We sent a link to carla.moved@example.com/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect((await email.findByRole('status')).textContent).toContain('Your email becomes carla.moved@example.com');

    await user.click(email.getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(email.queryByText(/Waiting for confirmation/)).toBeNull());
  });

  it('lists the sessions with this one marked, ends another, then all the others', async () => {
    server.use(...createHandlers());
    const user = renderProfile();
    const sessions = await card('Sessions');
    const items = await sessions.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText('This session')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Chrome on Windows')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Unknown browser')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();

    await user.click(sessions.getByRole('button', { name: /^End session: Safari on iOS/ }));
    expect((await sessions.findByRole('status')).textContent).toContain('Ended 1 session(s).');
    await waitFor(() => expect(sessions.getAllByRole('listitem')).toHaveLength(2));

    await user.click(sessions.getByRole('button', { name: 'End all other sessions' }));
    await waitFor(() => expect(sessions.getAllByRole('listitem')).toHaveLength(1));
    expect(sessions.getByText('No other session is open.')).toBeTruthy();
  });

  it('says when the sessions could not be loaded, and loads them again', async () => {
    server.use(...createHandlers());
    server.use(mockRoute(routes.ownSessions, () => mockError(500, errorMessages.internal)));
    const user = renderProfile();
    const sessions = await card('Sessions');
    expect(await sessions.findByText('The sessions could not be loaded.', undefined, firstRender)).toBeTruthy();
    server.resetHandlers(...createHandlers());
    await user.click(sessions.getByRole('button', { name: 'Try again' }));
    expect(await sessions.findByText('This session')).toBeTruthy();
  });
});

describe('/dash/me: own API keys (ADR 0094)', () => {
  // The keys' states are read against the mocks' "now".
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(mockNow) }));
  afterEach(() => vi.useRealTimers());

  it("lists the person's own keys after the rest, makes one with its secret shown once, and revokes one", async () => {
    server.use(...createHandlers());
    const user = renderProfile();
    const keys = await card('API keys');
    const table = within(await keys.findByRole('table', { name: 'API keys, newest first' }, firstRender));
    expect(table.getAllByRole('row')).toHaveLength(mockAccountApiKeys.length + 1);
    const expired = within(table.getByRole('row', { name: /Spreadsheet export/ }));
    expect(expired.getByText('Expired')).toBeTruthy();
    expect(expired.queryByRole('button', { name: /^Roll/ })).toBeNull();
    expect(keys.queryByText(/Made by/)).toBeNull();

    await user.click(keys.getByRole('button', { name: 'Make a key' }));
    const form = within(await screen.findByRole('dialog', { name: 'Make an API key' }));
    await user.type(form.getByLabelText(/^Name/), 'Till');
    await user.click(form.getByRole('checkbox', { name: 'Wallet: read' }));
    const days = form.getByLabelText(/^Expires after \(days\)/);
    await user.clear(days);
    await user.type(days, '30');
    await user.click(form.getByRole('button', { name: 'Make the key' }));
    const shown = within(await screen.findByRole('dialog', { name: 'Copy the secret of “Till” now' }));
    expect((shown.getByLabelText('Secret') as HTMLInputElement).value).toMatch(/^orbit_key_/);
    await user.click(shown.getByRole('button', { name: 'I have stored it' }));
    expect(await table.findByRole('row', { name: /Till/ })).toBeTruthy();

    await user.click(table.getByRole('button', { name: 'Revoke “Venue software”' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Revoke “Venue software”?' }));
    await user.click(confirm.getByRole('button', { name: 'Revoke the key' }));
    expect(await keys.findByText(/Revoked: Venue software\./)).toBeTruthy();
  });
});

describe('/dash/me: own webhook endpoints (ADR 0097)', () => {
  it("lists a client's own endpoints after the rest, and adds one with its secret shown once", async () => {
    server.use(...createHandlers());
    const user = renderProfile();
    const endpoints = await card('Webhook endpoints');
    const list = within(await endpoints.findByRole('list', { name: 'Webhook endpoints, newest first' }, firstRender));
    expect(list.getByText('Venue software')).toBeTruthy();
    expect(endpoints.queryByText(/Made by/)).toBeNull();

    await user.click(endpoints.getByRole('button', { name: 'Add an endpoint' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    expect(form.queryByRole('checkbox', { name: 'Large debit requested' })).toBeNull();
    await user.type(form.getByLabelText(/^URL/), 'https://till.example.org/orbit');
    await user.type(form.getByLabelText(/^Description/), 'Till');
    await user.click(form.getByRole('checkbox', { name: 'Coins running low' }));
    await user.click(form.getByRole('button', { name: 'Add the endpoint' }));
    const shown = within(await screen.findByRole('dialog', { name: 'Copy the signing secret of Till now' }));
    expect((shown.getByLabelText('Signing secret') as HTMLInputElement).value).toMatch(/^whsec_/);
    await user.click(shown.getByRole('button', { name: 'I have stored it' }));
    expect(await list.findByText('Till')).toBeTruthy();
  });

  it('shows no webhook endpoints to staff, whose own account has no events', async () => {
    server.use(...createHandlers({ signedInAs: mockUsers.supervisor }));
    renderProfile();
    await card('API keys');
    expect(screen.queryByRole('region', { name: 'Webhook endpoints' })).toBeNull();
  });
});
