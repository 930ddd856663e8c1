import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { setupServer } from 'msw/node';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockUsers } from '@orbit/mocks';
import { App } from '../../App.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  localStorage.clear();
});
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });
const firstRender = { timeout: 15_000 };
const journey = { timeout: 60_000 };

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/** Opens the clients list as the admin; returns the list calls' query strings as they are sent. */
function openList(path = '/dash/admin/clients') {
  configureApiClient({ baseUrl: 'http://console.test' });
  server.use(...createHandlers({ signedInAs: mockUsers.admin }));
  const listCalls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/admin/users') listCalls.push(url.search);
  });
  render(
    <App queryClient={createQueryClient()} i18n={i18n} initialEntries={[path]}>
      <Address />
    </App>,
  );
  return listCalls;
}

const table = () => screen.findByRole('table', { name: 'Clients' }, firstRender);

describe('the clients list remembers the person’s table preferences', () => {
  it('keeps the density and the sort for the next visit; a sort in the address wins', journey, async () => {
    const user = userEvent.setup();
    openList();
    expect((await table()).getAttribute('data-density')).toBe('comfortable');
    // The radio is drawn by its label, which takes the click.
    await user.click(screen.getByRole('radio', { name: 'Compact' }).closest('label') ?? document.body);
    await user.click(screen.getByTitle('Sort by Name'));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/dash/admin/clients?orderby=name&order=asc'),
    );
    cleanup();

    // The next visit, from the menu: no sort in the address.
    const calls = openList();
    expect((await table()).getAttribute('data-density')).toBe('compact');
    await waitFor(() => expect(calls[0]).toMatch(/orderby=name&order=asc/));
    cleanup();

    // A colleague's link with another sort.
    const linked = openList('/dash/admin/clients?orderby=email&order=desc');
    await table();
    await waitFor(() => expect(linked[0]).toMatch(/orderby=email&order=desc/));
  });

  it('moves the focus to the name search with "/"', journey, async () => {
    const user = userEvent.setup();
    openList();
    await table();
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search clients by name' }));
  });
});
