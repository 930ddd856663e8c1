import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { setupServer } from 'msw/node';
import { routes } from '@orbit/contract';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockCoastersResponse, mockError, mockFleet, mockRoute, mockUsers } from '@orbit/mocks';
import { App } from '../App.tsx';
import { fleetAddressCodec } from './admin/AdminCoastersRoute.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });
/** The first visit of a screen compiles its lazy route module, which takes a while on a busy machine. */
const firstRender = { timeout: 15_000 };

function CurrentAddress() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
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

const address = () => screen.getByTestId('address').textContent;
const rowOf = (table: HTMLElement, label: string) =>
  within(within(table).getByRole('row', { name: new RegExp(label) }));

describe('the coasters page (ADR 0084)', { timeout: 60_000 }, () => {
  it("shows the client's runway and each machine, from the sidebar's Coasters", async () => {
    renderAs(mockUsers.client, '/dash/coasters');
    const table = await screen.findByRole('table', { name: 'Your coasters' }, firstRender);
    expect(screen.getByRole('heading', { level: 1, name: 'Coasters' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Coasters' }).getAttribute('aria-current')).toBe('page');
    expect(within(screen.getByRole('region', { name: 'Wallet runway' })).getByText('20 days')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(mockCoastersResponse.results.length + 1);
    expect(rowOf(table, 'Parque Aventura 2').getByText('Offline')).toBeTruthy();
    expect(rowOf(table, 'Parque Aventura 2').getByText('Waiting to sync: 37')).toBeTruthy();
    // "Now" is the server's: the mock answers at its fixed time, so "last seen" reads as it would then.
    expect(rowOf(table, 'Shopping Norte 1').getByText('Last seen 1 minute ago')).toBeTruthy();
  });

  it('shows the block on every machine when the coins ran out', async () => {
    renderAs(mockUsers.client, '/dash/coasters');
    await screen.findByRole('table', { name: 'Your coasters' }, firstRender);
    server.use(...createHandlers({ signedInAs: mockUsers.client, blocking: { account: 'blocked' } }));
    await userEvent.click(screen.getByRole('link', { name: 'Licences' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Coasters' }));
    expect(await screen.findByText(/Your coins have run out/, undefined, firstRender)).toBeTruthy();
    expect(screen.getAllByText('Code #2: insufficient coin balance').length).toBeGreaterThan(0);
  });

  it('says when there are no licences', async () => {
    renderAs(
      mockUsers.client,
      '/dash/coasters',
      mockRoute(routes.coasters, () => ({ ...mockCoastersResponse, results: [], runway: null })),
    );
    expect(await screen.findByText(/You have no licences yet/, undefined, firstRender)).toBeTruthy();
  });

  it('offers a retry when the answer fails, and keeps what it showed when a later one fails', async () => {
    let failing = true;
    let asked = 0;
    renderAs(
      mockUsers.client,
      '/dash/coasters',
      mockRoute(routes.coasters, () => {
        asked += 1;
        return failing ? mockError(400, 'Bad request') : mockCoastersResponse;
      }),
    );
    const failure = await screen.findByRole('alert', undefined, firstRender);
    expect(failure.textContent).toContain('Your coasters could not be loaded.');
    failing = false;
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Your coasters' });
    // A later answer fails (back on the page, it is asked again): the machines stay on screen, no error.
    failing = true;
    await userEvent.click(screen.getByRole('link', { name: 'Licences' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Coasters' }));
    const table = await screen.findByRole('table', { name: 'Your coasters' });
    await waitFor(() => expect(asked).toBe(3));
    expect(within(table).getAllByRole('row')).toHaveLength(mockCoastersResponse.results.length + 1);
    expect(screen.queryByText('Your coasters could not be loaded.')).toBeNull();
  });
});

describe('the fleet page (ADR 0084)', { timeout: 60_000 }, () => {
  it('gives staff the counts by status, a count filters, and the address keeps it', async () => {
    renderAs(mockUsers.admin, '/dash/admin/coasters');
    const table = await screen.findByRole('table', { name: 'Machines of every client' }, firstRender);
    expect(screen.getByRole('link', { name: 'Fleet' }).getAttribute('aria-current')).toBe('page');
    expect(within(table).getAllByRole('row')).toHaveLength(mockFleet.length + 1);
    expect(rowOf(table, 'Colombo 1').getByRole('link', { name: 'Inês Carvalho' }).getAttribute('href')).toBe(
      '/dash/admin/clients/22',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Offline 2' }));
    await waitFor(() => expect(address()).toBe('/dash/admin/coasters?status=offline'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Offline 2' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(within(table).getByRole('button', { name: 'Last seen' }));
    await waitFor(() => expect(address()).toBe('/dash/admin/coasters?status=offline&orderby=lastSeenAt&order=asc'));
  });

  it('reads the filters, the order and the page from the address, and the client filter lists the clients', async () => {
    const asked: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/admin/coasters') asked.push(url.searchParams);
    });
    renderAs(mockUsers.colaborador, '/dash/admin/coasters?country=fra&orderby=ridesToday&order=desc');
    const table = await screen.findByRole('table', { name: 'Machines of every client' }, firstRender);
    expect(asked[0]?.toString()).toBe('country=FRA&orderby=ridesToday&order=desc&limit=50&offset=0');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
    ).toEqual([
      'Galerie Lafayettelafayette-orbit-01',
      'Disney VillageNo machine',
      'Lafayette Haussmann 2lafayette-orbit-02',
    ]);
    const clients = within(screen.getByRole('combobox', { name: 'Client' }));
    expect(await clients.findByRole('option', { name: 'Lucas Martin' })).toBeTruthy();
    expect(
      within(screen.getByRole('combobox', { name: 'Country' })).getByRole('option', { name: 'France' }),
    ).toBeTruthy();
  });

  it('sends a client who types the address back to the dashboard', async () => {
    renderAs(mockUsers.client, '/dash/admin/coasters');
    await waitFor(() => expect(address()).toBe('/dash'), firstRender);
    expect(screen.queryByRole('link', { name: 'Fleet' })).toBeNull();
  });

  it('keeps damaged address values out of the filter', () => {
    const read = (search: string) => fleetAddressCodec.read(new URLSearchParams(search));
    expect(read('status=lost&client=abc&country=FR&version=%20&silent=yes&orderby=name&order=up&page=0')).toEqual({
      status: undefined,
      userId: undefined,
      country: undefined,
      appVersion: undefined,
      silent: false,
      orderby: 'status',
      order: 'asc',
      page: 1,
    });
    const filter = read('status=late&client=21&country=ita&version=3.1.2&silent=true&orderby=client&order=desc&page=3');
    expect(fleetAddressCodec.write(filter).toString()).toBe(
      'status=late&client=21&country=ITA&version=3.1.2&silent=true&orderby=client&order=desc&page=3',
    );
    expect(fleetAddressCodec.write(read('')).toString()).toBe('');
  });
});
