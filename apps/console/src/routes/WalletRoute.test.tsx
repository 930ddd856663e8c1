import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockNow, mockUsers } from '@orbit/mocks';
import { App } from '../App.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });

function renderWallet() {
  // The clock runs from the mock "now", so the wallet reads the month the fixtures fill; frozen time would stall
  // the pending requests.
  const realNow = Date.now.bind(Date);
  const offset = Date.parse(mockNow) - realNow();
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
  configureApiClient({ baseUrl: 'http://console.test' });
  render(<App queryClient={createQueryClient()} i18n={i18n} initialEntries={['/dash/wallet']} />);
}

describe('wallet route', () => {
  it('asks for the user’s month and shows its figures, the coin records and the rides', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/licenses/wallet/consumptions'))
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    });
    server.use(...createHandlers());
    renderWallet();

    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Month of May 2026' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Tickets per Big Mac' }).textContent).toMatch(/\d/));
    const records = await screen.findByRole('table', { name: 'Coin records' });
    expect(within(records).getAllByRole('row').length).toBeGreaterThan(1);
    expect(await screen.findByRole('table', { name: 'Wallet consumptions' })).toBeTruthy();
    expect(bodies).toContainEqual({
      startAt: '2026-05-01T03:00:00.000Z',
      endAt: '2026-06-01T03:00:00.000Z',
      limit: 5000,
      offset: 0,
    });
    server.events.removeAllListeners();
  });

  it("shows the wallet's runway under the month", async () => {
    server.use(...createHandlers());
    renderWallet();
    const runway = await screen.findByRole('region', { name: 'Wallet runway' }, { timeout: 10_000 });
    expect(within(runway).getByRole('group', { name: 'Rides left' }).textContent).toContain('1,640');
  });

  it('says there are no licences yet when the client has none', async () => {
    server.use(...createHandlers({ signedInAs: { ...mockUsers.client, licenses: [] } }));
    renderWallet();
    expect(await screen.findByText(/You have no licences yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the records error with a retry when the records fail', async () => {
    server.use(
      http.get('*/api/wallet-records', () => Response.json({ message: 'down' }, { status: 500 })),
      ...createHandlers(),
    );
    renderWallet();
    expect(await screen.findByText('Error loading records.')).toBeTruthy();
  });
});
