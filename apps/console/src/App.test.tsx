import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { setupServer } from 'msw/node';
import { routes } from '@orbit/contract';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockError, mockPassword, mockRoute, mockUsers } from '@orbit/mocks';
import { App } from './App.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });

/** Shows the router's current path, so a test can wait for a navigation. */
function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const currentPath = () => screen.getByTestId('path').textContent;

function renderAt(path: string) {
  configureApiClient({ baseUrl: 'http://console.test' });
  render(
    <App queryClient={createQueryClient()} i18n={i18n} initialEntries={[path]}>
      <CurrentPath />
    </App>,
  );
}

describe('console routes', () => {
  it('sends / to /dash and, without a session, on to /sign-in', async () => {
    server.use(...createHandlers({ signedInAs: null }));
    renderAt('/');
    await waitFor(() => expect(currentPath()).toBe('/sign-in'));
    expect(await screen.findByLabelText(/email/i)).toBeTruthy();
  });

  it('signs in, shows the shell with the name, and signs out', async () => {
    server.use(...createHandlers({ signedInAs: null }));
    renderAt('/sign-in');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/email/i), mockUsers.client.email);
    await user.type(screen.getByLabelText(/^password/i), mockPassword);
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    await waitFor(() => expect(currentPath()).toBe('/dash'));
    expect((await screen.findAllByText(/Carla/)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: /sign out/i }));
    await waitFor(() => expect(currentPath()).toBe('/sign-in'));
  });

  it('shows the wrong-credentials message and stays on /sign-in', async () => {
    server.use(...createHandlers({ signedInAs: null }));
    renderAt('/sign-in');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/email/i), mockUsers.client.email);
    await user.type(screen.getByLabelText(/^password/i), 'not-the-password');
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/wrong/i);
    expect(currentPath()).toBe('/sign-in');
  });

  it('goes to /error when /api/me answers 500', async () => {
    server.use(mockRoute(routes.me, () => mockError(500, 'An internal server error occurred')));
    renderAt('/dash');
    await waitFor(() => expect(currentPath()).toBe('/error'));
  });

  it('shows the not-found page with a link home for an unknown route', async () => {
    renderAt('/no/such/page');
    const home = await screen.findByRole('link', { name: /home/i });
    expect(home.getAttribute('href')).toBe('/dash');
  });
});
