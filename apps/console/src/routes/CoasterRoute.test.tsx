import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { setupServer } from 'msw/node';
import { routes } from '@orbit/contract';
import type { CurrentUser, PutCoasterAlertSettingsBody } from '@orbit/contract';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockError, mockRoute, mockUsers } from '@orbit/mocks';
import { App } from '../App.tsx';
import { deviceIdOf } from './CoasterRoute.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });
/** The first visit of a screen compiles its lazy route module, which takes a while on a busy machine. */
const firstRender = { timeout: 15_000 };

function CurrentAddress() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

function renderAs(viewer: CurrentUser, path: string, ...overrides: Parameters<typeof server.use>) {
  configureApiClient({ baseUrl: 'http://console.test' });
  server.use(...overrides, ...createHandlers({ signedInAs: viewer }));
  render(
    <App queryClient={createQueryClient()} i18n={i18n} initialEntries={[path]}>
      <CurrentAddress />
    </App>,
  );
}

describe('the address of a machine', () => {
  it('takes a positive whole number that fits the database, nothing else', () => {
    expect(deviceIdOf('45')).toBe(45);
    expect(deviceIdOf('2147483647')).toBe(2_147_483_647);
    for (const param of [undefined, '', '0', '045', '-3', '4.5', 'abc', '2147483648', '45x']) {
      expect(deviceIdOf(param)).toBeNull();
    }
  });
});

describe("a machine's page (ADR 0084, 0086)", { timeout: 60_000 }, () => {
  it("opens from the machine's label on the coasters page", async () => {
    renderAs(mockUsers.client, '/dash/coasters');
    const table = await screen.findByRole('table', { name: 'Your coasters' }, firstRender);
    await userEvent.click(within(table).getByRole('link', { name: 'Parque Aventura 2' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Parque Aventura 2' }, firstRender)).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/dash/coasters/44');
    expect(screen.getByText('Last seen 14 hours ago')).toBeTruthy();
    // A licence without a machine has no page to open.
    await userEvent.click(screen.getByRole('link', { name: 'All coasters' }));
    const list = await screen.findByRole('table', { name: 'Your coasters' });
    expect(within(list).queryByRole('link', { name: 'Mall Plaza 1' })).toBeNull();
  });

  it('saves the alert settings and shows what the server kept', async () => {
    const sent: PutCoasterAlertSettingsBody[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') sent.push((await request.clone().json()) as PutCoasterAlertSettingsBody);
    });
    renderAs(mockUsers.client, '/dash/coasters/45');
    const alerts = within(await screen.findByRole('region', { name: 'Alerts' }, firstRender));
    await userEvent.click(alerts.getByRole('checkbox', { name: 'Always open' }));
    await userEvent.selectOptions(alerts.getByRole('combobox', { name: 'Snooze' }), 'For 1 hour');
    await userEvent.click(alerts.getByRole('button', { name: 'Save alerts' }));
    expect(await alerts.findByText('The alert settings are saved.')).toBeTruthy();
    expect(sent).toEqual([{ offlineThresholdMinutes: 30, openingHours: null, snooze: '1h' }]);
    await waitFor(() => expect(alerts.getByText('Snoozed until May 15, 2026, 10:00 AM')).toBeTruthy());
  });

  it("shows the server's 400 on the field it names", async () => {
    renderAs(
      mockUsers.client,
      '/dash/coasters/45',
      mockRoute(routes.coasterAlertSettings, () =>
        mockError(400, 'Invalid input', { offlineThresholdMinutes: 'Too big: expected number to be <=1440' }),
      ),
    );
    const alerts = within(await screen.findByRole('region', { name: 'Alerts' }, firstRender));
    await userEvent.click(alerts.getByRole('button', { name: 'Save alerts' }));
    const threshold = alerts.getByRole('textbox', { name: 'Tell me after it is offline for (minutes)' });
    await waitFor(() => expect(threshold.getAttribute('aria-invalid')).toBe('true'));
    expect(alerts.getByText('Enter whole minutes from 1 to 1440.')).toBeTruthy();
    expect(alerts.getByRole('alert').textContent).toContain('Check the fields marked.');
  });

  it("is not found for a machine that is not the client's (the server's 404)", async () => {
    renderAs(mockUsers.client, '/dash/coasters/999');
    expect(await screen.findByText('This coaster is not among yours.', undefined, firstRender)).toBeTruthy();
  });

  it('is not found without asking the server when the address holds no machine number', async () => {
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/coasters/')) asked += 1;
    });
    renderAs(mockUsers.client, '/dash/coasters/not-a-machine');
    expect(await screen.findByText('This coaster is not among yours.', undefined, firstRender)).toBeTruthy();
    expect(asked).toBe(0);
  });
});
