import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { routes } from '@orbit/contract';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockError, mockRoute, mockUsers, mockWalletBalance } from '@orbit/mocks';
import { App } from '../App.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });

function renderDashboard() {
  configureApiClient({ baseUrl: 'http://console.test' });
  render(<App queryClient={createQueryClient()} i18n={i18n} initialEntries={['/dash']} />);
}

describe('dashboard route', () => {
  it('shows the key figures and the four charts', async () => {
    server.use(...createHandlers());
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Tickets in total' }).textContent).toContain(
        mockWalletBalance.tickets.toLocaleString('en'),
      ),
    );
    for (const title of ['Customers per licence by month', 'Licence ranking of the month', 'Customers per month']) {
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Scenario share of the month' })).toBeTruthy();
  });

  it("shows the wallet's runway under the key figures, and none to an account without licences", async () => {
    server.use(...createHandlers());
    renderDashboard();
    const runway = await screen.findByRole('region', { name: 'Wallet runway' }, { timeout: 10_000 });
    expect(within(runway).getByRole('group', { name: 'Days left' }).textContent).toContain('20 days');
    cleanup();

    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    server.use(...createHandlers({ signedInAs: mockUsers.admin }));
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    await waitFor(() => expect(asked).toContain('/api/report/scenario-share'));
    expect(asked).not.toContain('/api/coasters');
    expect(screen.queryByRole('region', { name: 'Wallet runway' })).toBeNull();
    server.events.removeAllListeners();
  });

  it('offers a retry when the key figures fail', async () => {
    server.use(
      mockRoute(routes.reportWalletBalance, () => mockError(500, 'down')),
      ...createHandlers(),
    );
    renderDashboard();
    expect(await screen.findByText('The key figures could not be loaded.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });
});
