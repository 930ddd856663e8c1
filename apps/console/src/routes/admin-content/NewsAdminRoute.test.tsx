import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
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

function openNews(path = '/dash/admin/news') {
  configureApiClient({ baseUrl: 'http://console.test' });
  server.use(...createHandlers({ signedInAs: mockUsers.admin }));
  render(
    <App queryClient={createQueryClient()} i18n={i18n} initialEntries={[path]}>
      <Address />
    </App>,
  );
  return userEvent.setup();
}

const address = () => screen.getByTestId('address').textContent;
const newsTable = () => screen.findByRole('table', { name: /News/ }, firstRender);

describe('the news admin in the address', () => {
  it('opens a linked search, and writes the search and the sort as they change', journey, async () => {
    const user = openNews('/dash/admin/news?q=summer');
    const search = await screen.findByRole('searchbox', { name: 'Search news' }, firstRender);
    expect((search as HTMLInputElement).value).toBe('summer');
    // The header and the one item about summer.
    await waitFor(async () => expect(within(await newsTable()).getAllByRole('row')).toHaveLength(2));
    expect(within(await newsTable()).getByText('Summer tournament')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(address()).toBe('/dash/admin/news'));
    await waitFor(async () => expect(within(await newsTable()).getAllByRole('row').length).toBeGreaterThan(2));
    await user.click(screen.getByTitle('Sort by Title'));
    await waitFor(() => expect(address()).toBe('/dash/admin/news?orderby=title&order=asc'));
    cleanup();

    // The next visit without a sort in the address sorts as this person did last.
    openNews();
    const header = within(await newsTable()).getByRole('columnheader', { name: /Title/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
  });

  it('focuses the search with "/"', journey, async () => {
    const user = openNews();
    await newsTable();
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search news' }));
  });
});
