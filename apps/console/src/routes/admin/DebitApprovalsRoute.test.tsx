import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockUsers } from '@orbit/mocks';
import { App } from '../../App.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });
/** The first visit of a screen compiles its lazy route module, which takes a while on a busy machine. */
const firstRender = { timeout: 15_000 };

function renderAs(viewer: CurrentUser, path: string) {
  configureApiClient({ baseUrl: 'http://console.test' });
  server.use(...createHandlers({ signedInAs: viewer }));
  render(<App queryClient={createQueryClient()} i18n={i18n} initialEntries={[path]} />);
}

describe('the debit approvals queue (ADR 0057)', { timeout: 60_000 }, () => {
  it('an admin approves a colaborador’s debit; their own waits for someone else', async () => {
    renderAs(mockUsers.admin, '/dash/admin/debit-approvals');
    await screen.findByRole('heading', { level: 1, name: 'Debit approvals' }, firstRender);
    const own = await screen.findByRole('row', { name: /2,500 coins taken back/ }, firstRender);
    expect(within(own).getByText('Waits for another staff member')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: `Approve taking 5,000 coins from ${mockUsers.client.name}` }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve this debit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(`Approved: 5,000 coins taken from ${mockUsers.client.name}.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Debit approvals' })).toBeTruthy();
  });

  it('a colaborador has no queue in the sidebar and reads nothing there', async () => {
    renderAs(mockUsers.colaborador, '/dash/admin/debit-approvals');
    await screen.findByRole('heading', { level: 1, name: 'Debit approvals' }, firstRender);
    expect(screen.queryByRole('link', { name: 'Debit approvals' })).toBeNull();
    expect(screen.getByText('Error loading the debits waiting for approval.')).toBeTruthy();
  });
});
