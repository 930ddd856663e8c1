import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { errorMessages, routes } from '@orbit/contract';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockError, mockRoute, mockUsers } from '@orbit/mocks';
import { App } from '../App.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });

/** The first visit of the shell compiles its lazy route modules, which takes a while on a busy machine. */
const firstRender = { timeout: 10_000 };

function renderDash() {
  configureApiClient({ baseUrl: 'http://console.test' });
  render(<App queryClient={createQueryClient()} i18n={i18n} initialEntries={['/dash']} />);
}

/** jsdom cannot reload; the test only needs to know the page asked to. */
function spyOnReload() {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  return reload;
}

describe('blocking banner in the shell', () => {
  it('shows nothing for a client without an account-wide block', async () => {
    server.use(...createHandlers());
    renderDash();
    expect((await screen.findAllByText(/Carla/, undefined, firstRender)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Your account is blocked' })).toBeNull();
  });

  it('requests a temporary unblock from the red banner and reloads the page', async () => {
    server.use(...createHandlers({ blocking: { account: 'blocked' } }));
    const reload = spyOnReload();
    renderDash();
    const banner = await screen.findByRole('region', { name: 'Your account is blocked' }, firstRender);
    expect(banner.textContent).toContain('Code #2: insufficient coin balance');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unblock for 7 days' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('says a request is already under review when the server answers 409', async () => {
    server.use(
      mockRoute(routes.createTemporaryUnblockRequest, () => mockError(409, errorMessages.unblockUnderReview)),
      ...createHandlers({ blocking: { account: 'blocked' } }),
    );
    const reload = spyOnReload();
    renderDash();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unblock for 7 days' }, firstRender));
    expect((await screen.findByRole('alert')).textContent).toBe('There is already an unblock request under review.');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('admin area', () => {
  function renderAt(path: string, signedInAs: Parameters<typeof createHandlers>[0]) {
    server.use(...createHandlers(signedInAs));
    configureApiClient({ baseUrl: 'http://console.test' });
    let location = '';
    function Where() {
      location = useLocation().pathname;
      return null;
    }
    render(
      <App queryClient={createQueryClient()} i18n={i18n} initialEntries={[path]}>
        <Where />
      </App>,
    );
    return () => location;
  }

  it('sends a client back to /dash', async () => {
    const location = renderAt('/dash/admin/clients', { signedInAs: mockUsers.client });
    await waitFor(() => expect(location()).toBe('/dash'), firstRender);
  });

  it('keeps staff in the admin area', async () => {
    const location = renderAt('/dash/admin/no-such-screen', { signedInAs: mockUsers.colaborador });
    expect(await screen.findByRole('heading', { name: 'Page not found' }, firstRender)).toBeTruthy();
    expect(location()).toBe('/dash/admin/no-such-screen');
  });

  it('shows the admin section of the sidebar to staff only', async () => {
    renderAt('/dash', { signedInAs: mockUsers.client });
    const clientMenu = await screen.findByRole('navigation', { name: 'Main menu' }, firstRender);
    expect(within(clientMenu).queryByRole('link', { name: 'Clients' })).toBeNull();
  });

  it('opens the clients list and a client page from the sidebar', async () => {
    const location = renderAt('/dash', { signedInAs: mockUsers.supervisor });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, firstRender);
    const user = userEvent.setup();
    await user.click(within(menu).getByRole('link', { name: 'Clients' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clients' }, firstRender)).toBeTruthy();
    await user.click(await screen.findByRole('link', { name: `View ${mockUsers.client.name}` }, firstRender));
    expect(await screen.findByRole('heading', { level: 1, name: mockUsers.client.name }, firstRender)).toBeTruthy();
    expect(location()).toBe(`/dash/admin/clients/${mockUsers.client.id}`);
    // Three lazy screens compile on their first visit.
  }, 60_000);
});
