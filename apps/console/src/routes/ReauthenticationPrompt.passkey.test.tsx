import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import type { AuthenticationResponse } from '@orbit/contract';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockNow, mockUsers } from '@orbit/mocks';
import { App } from '../App.tsx';
import type * as passkeysModule from '../passkeys.ts';

/** The browser's passkey prompt, which jsdom lacks: it answers as a passkey would. */
const answer: AuthenticationResponse = {
  id: 'cGFzc2tleQ',
  rawId: 'cGFzc2tleQ',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
};
const ceremony = vi.hoisted(() => ({ authenticate: vi.fn() }));
vi.mock('../passkeys.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof passkeysModule>()),
  passkeysSupported: () => true,
  authenticateWithPasskey: ceremony.authenticate,
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(mockNow) });
  ceremony.authenticate.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });

describe('a sensitive act whose proof lapsed, for someone with a passkey', { timeout: 60_000 }, () => {
  it('offers the passkey, signs the server’s challenge with it, and completes the act', async () => {
    ceremony.authenticate.mockResolvedValue(answer);
    configureApiClient({ baseUrl: 'http://console.test' });
    server.use(
      ...createHandlers({ signedInAs: mockUsers.admin, proofLapsed: true, passkeyEmails: [mockUsers.admin.email] }),
    );
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) =>
      requests.push(`${request.method} ${new URL(request.url).pathname}`),
    );
    render(
      <App
        queryClient={createQueryClient()}
        i18n={i18n}
        initialEntries={[`/dash/admin/clients/${mockUsers.client.id}`]}
      />,
    );
    const access = await screen.findByRole('region', { name: 'Account access' }, { timeout: 15_000 });
    await userEvent.click(within(access).getByRole('button', { name: 'Disable account' }));
    const confirm = screen.getByRole('dialog', { name: 'Disable this account?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable account' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('Account disabled.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull());
    expect(ceremony.authenticate).toHaveBeenCalledOnce();
    expect(requests).toContain('POST /api/me/reauthenticate/passkey-options');
    expect(requests.filter((request) => request === 'POST /api/me/reauthenticate')).toHaveLength(1);
  });

  it('keeps the dialog, without an error, when the person dismisses the browser’s prompt', async () => {
    ceremony.authenticate.mockRejectedValue(Object.assign(new Error('dismissed'), { name: 'NotAllowedError' }));
    configureApiClient({ baseUrl: 'http://console.test' });
    server.use(
      ...createHandlers({ signedInAs: mockUsers.admin, proofLapsed: true, passkeyEmails: [mockUsers.admin.email] }),
    );
    render(
      <App
        queryClient={createQueryClient()}
        i18n={i18n}
        initialEntries={[`/dash/admin/clients/${mockUsers.client.id}`]}
      />,
    );
    const access = await screen.findByRole('region', { name: 'Account access' }, { timeout: 15_000 });
    await userEvent.click(within(access).getByRole('button', { name: 'Disable account' }));
    const confirm = screen.getByRole('dialog', { name: 'Disable this account?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(ceremony.authenticate).toHaveBeenCalledOnce());
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(dialog.getByLabelText(/^Password/)).toBeTruthy();
  });
});
