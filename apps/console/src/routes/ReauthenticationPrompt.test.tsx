import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockNow, mockPassword, mockTotpCode, mockUsers } from '@orbit/mocks';
import { App } from '../App.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(mockNow) }));
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });
const clientPath = `/dash/admin/clients/${mockUsers.client.id}`;
/** The first visit of a screen compiles its lazy route module, which takes a while on a busy machine. */
const firstRender = { timeout: 15_000 };

/** The client page of a staff member whose session's proof of identity has lapsed (ADR 0058). */
function renderLapsed(viewer: CurrentUser) {
  configureApiClient({ baseUrl: 'http://console.test' });
  server.use(...createHandlers({ signedInAs: viewer, proofLapsed: true }));
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) =>
    requests.push(`${request.method} ${new URL(request.url).pathname}`),
  );
  render(<App queryClient={createQueryClient()} i18n={i18n} initialEntries={[clientPath]} />);
  return requests;
}

async function askToDisable() {
  const access = await screen.findByRole('region', { name: 'Account access' }, firstRender);
  await userEvent.click(within(access).getByRole('button', { name: 'Disable account' }));
  const confirm = screen.getByRole('dialog', { name: 'Disable this account?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Disable account' }));
  return access;
}

describe('a sensitive act whose proof lapsed', { timeout: 60_000 }, () => {
  it('asks for the password, then completes the act without another click', async () => {
    const requests = renderLapsed(mockUsers.admin);
    const access = await askToDisable();
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    const password = dialog.getByLabelText(/^Password/);
    await waitFor(() => expect(document.activeElement).toBe(password));

    await userEvent.type(password, 'not-it{Enter}');
    expect((await dialog.findByRole('alert')).textContent).toContain('The current password is wrong.');
    await userEvent.clear(password);
    await userEvent.type(password, `${mockPassword}{Enter}`);

    expect(await screen.findByText('Account disabled.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
    expect(within(access).getByRole('button', { name: 'Enable account' })).toBeTruthy();
    const disable = `POST /api/admin/users/${mockUsers.client.id}/disable`;
    expect(requests.filter((request) => request === disable)).toHaveLength(2);
    expect(requests.filter((request) => request === 'POST /api/me/reauthenticate')).toHaveLength(2);

    // The proof now holds: the next act goes through at once.
    await userEvent.click(within(access).getByRole('button', { name: 'Enable account' }));
    const confirm = screen.getByRole('dialog', { name: 'Enable this account?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enable account' }));
    expect(await screen.findByText('Account enabled.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
  });

  it('asks above the edit dialog when an admin changes a role, and the edit is saved once the password holds', async () => {
    const requests = renderLapsed(mockUsers.admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit client' }, firstRender));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit client' }, firstRender));
    await userEvent.selectOptions(edit.getByRole('combobox', { name: 'Role' }), 'colaborador');
    await userEvent.click(edit.getByRole('button', { name: 'Save' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    await userEvent.type(dialog.getByLabelText(/^Password/), `${mockPassword}{Enter}`);
    expect(await edit.findByText('Client updated')).toBeTruthy();
    const editCall = `PATCH /api/admin/users/${mockUsers.client.id}/edit`;
    expect(requests.filter((request) => request === editCall)).toHaveLength(2);
  });

  it('offers an app code to someone with an authenticator app', async () => {
    renderLapsed({ ...mockUsers.admin, secondFactor: { enrolled: true, required: false } });
    await askToDisable();
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Use a code from the app' }));
    await userEvent.type(dialog.getByLabelText(/^Code from the app/), `${mockTotpCode}{Enter}`);
    expect(await screen.findByText('Account disabled.')).toBeTruthy();
  });

  it('leaves the act undone when the person cancels, and says why', async () => {
    const requests = renderLapsed(mockUsers.admin);
    const access = await askToDisable();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull());
    expect(
      await screen.findByText(/Confirm it is you: enter your password again\./, undefined, firstRender),
    ).toBeTruthy();
    expect(within(access).getByRole('button', { name: 'Disable account' })).toBeTruthy();
    expect(requests).not.toContain('POST /api/me/reauthenticate');
    expect(dialog.isConnected).toBe(false);
  });
});
