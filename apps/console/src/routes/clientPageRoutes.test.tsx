import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { setupServer } from 'msw/node';
import { routes } from '@orbit/contract';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockError, mockNow, mockRoute } from '@orbit/mocks';
import { App } from '../App.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  Reflect.deleteProperty(navigator, 'onLine');
  // Back online for the next test: the data layer pauses its queries after an "offline" event until this one.
  window.dispatchEvent(new Event('online'));
});
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });

/** The first visit of a screen compiles its lazy route module, which takes a while on a busy machine. */
const firstRender = { timeout: 10_000 };

function CurrentPath() {
  const location = useLocation();
  return (
    <>
      <output data-testid="path">{location.pathname}</output>
      <output data-testid="search">{location.search}</output>
    </>
  );
}

function renderAt(path: string) {
  configureApiClient({ baseUrl: 'http://console.test' });
  render(
    <App queryClient={createQueryClient()} i18n={i18n} initialEntries={[path]}>
      <CurrentPath />
    </App>,
  );
}

describe('client pages', () => {
  it('lists the news newest first and switches them to Portuguese', async () => {
    server.use(...createHandlers());
    renderAt('/dash/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'News' }, firstRender)).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'New scenario pack: Frozen Glacier',
      'Scheduled maintenance on Sunday',
      'Welcome to the new console',
    ]);
    await userEvent.setup().click(screen.getByText('PT'));
    expect(await screen.findByRole('heading', { name: 'Novo pacote de cenários: Geleira Congelada' })).toBeTruthy();
  });

  it('offers a retry when the news cannot be loaded', async () => {
    server.use(
      mockRoute(routes.news, () => mockError(400, 'Bad request')),
      ...createHandlers(),
    );
    renderAt('/dash/news');
    const failure = await screen.findByRole('alert', undefined, firstRender);
    expect(failure.textContent).toContain('The news could not be loaded.');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the profile at /dash/me, and /dash/profile leads there', async () => {
    server.use(...createHandlers());
    renderAt('/dash/profile');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/dash/me'), firstRender);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Hello, Carla Mendes Rodrigues!' }, firstRender),
    ).toBeTruthy();
    expect(screen.getByText('Brazil')).toBeTruthy();
  });

  it('says for each licence its machine’s status as the coasters pages do, and when it last called', async () => {
    // The mock machines' states hold at the mock "now"; only the date is fixed, timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(mockNow) });
    try {
      server.use(...createHandlers());
      renderAt('/dash/licenses');
      const table = await screen.findByRole('table', { name: 'Your licences' }, firstRender);
      const machineOf = (label: string) => within(within(table).getByRole('row', { name: new RegExp(label) }));
      expect(machineOf('Shopping Norte 1').getByText('Online')).toBeTruthy();
      expect(machineOf('Parque Aventura 1').getByText('Offline')).toBeTruthy();
      expect(machineOf('Parque Aventura 1').getByText('Last seen 25 minutes ago')).toBeTruthy();
      expect(machineOf('Parque Aventura 2').getByText('Rides waiting to sync: 37')).toBeTruthy();
      // Revoked before any machine came: revoked, as the coasters page says, not "not activated".
      expect(machineOf('Mall Plaza 1').getByText('Revoked')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the offline notice in the shell when the browser goes offline', async () => {
    server.use(...createHandlers());
    renderAt('/dash/coasters');
    await screen.findByRole('table', { name: 'Your coasters' }, firstRender);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
  });

  it('shows the rides of the period and page in the address', { timeout: 60_000 }, async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      server.use(...createHandlers());
      const asked: URLSearchParams[] = [];
      server.events.on('request:start', ({ request }) => {
        const url = new URL(request.url);
        if (/^\/api\/licenses\/[^/]+\/consumptions$/.test(url.pathname)) asked.push(url.searchParams);
      });
      renderAt(`/dash/licenses/${encodeURIComponent('Parque Aventura 1')}?from=2026-05-01&to=2026-05-10&page=2`);
      // The licence page's module is the largest of the client's: its first compile takes a while.
      await waitFor(() => expect(asked.length).toBeGreaterThan(0), { timeout: 30_000 });
      expect(asked[0]?.get('referenceStartDate')).toMatch(/^2026-05-01T/);
      expect(asked[0]?.get('referenceEndDate')).toMatch(/^2026-05-11T/);
      expect(asked[0]?.get('offset')).toBe('20');
      expect(screen.getByTestId('search').textContent).toBe('?from=2026-05-01&to=2026-05-10&page=2');
      cleanup();

      // A plain address shows the screen's first view without writing it.
      asked.length = 0;
      renderAt(`/dash/licenses/${encodeURIComponent('Parque Aventura 1')}`);
      await waitFor(() => expect(asked.length).toBeGreaterThan(0), { timeout: 30_000 });
      expect(asked[0]?.get('offset')).toBe('0');
      expect(screen.getByTestId('search').textContent).toBe('');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
