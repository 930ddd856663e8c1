import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockClientNotifications, mockUsers } from '@orbit/mocks';
import { App } from '../App.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });
/** The first visit of a screen compiles its lazy route module, which takes a while on a busy machine. */
const firstRender = { timeout: 15_000 };
const clientUnread = mockClientNotifications.filter((entry) => entry.readAt === null).length;

function renderAs(viewer: CurrentUser, path: string) {
  configureApiClient({ baseUrl: 'http://console.test' });
  server.use(...createHandlers({ signedInAs: viewer }));
  render(<App queryClient={createQueryClient()} i18n={i18n} initialEntries={[path]} />);
}

describe('the notification centre (ADR 0080)', { timeout: 60_000 }, () => {
  it("a client's bell counts the unread ones, its panel leads to the history, and marking all read empties the count", async () => {
    renderAs(mockUsers.client, '/dash/licenses');
    const bell = await screen.findByRole('button', { name: `Notifications, unread: ${clientUnread}` }, firstRender);
    await userEvent.click(bell);
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(panel.getByRole('link', { name: '1,500 coins added to your wallet' }).getAttribute('href')).toBe(
      '/dash/wallet',
    );
    await userEvent.click(panel.getByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('button', { name: 'Notifications' });

    await userEvent.click(panel.getByRole('link', { name: 'See all notifications' }));
    await screen.findByRole('heading', { level: 1, name: 'Notifications' }, firstRender);
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByText(`Showing 1–20 of ${mockClientNotifications.length}`, undefined, firstRender);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('the history pages and filters by kind and unread, and marks one read', async () => {
    renderAs(mockUsers.client, '/dash/notifications?page=2');
    await screen.findByText(
      `Showing 21–${mockClientNotifications.length} of ${mockClientNotifications.length}`,
      undefined,
      firstRender,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await screen.findByText(`Showing 1–${clientUnread} of ${clientUnread}`);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'New licence');
    const list = within(await screen.findByRole('list', { name: 'Notifications, newest first' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    await userEvent.click(list.getByRole('button', { name: 'Mark as read: New licence' }));
    await screen.findByText('No notification matches these filters.');
    expect(
      await screen.findByRole('button', { name: `Notifications, unread: ${clientUnread - 1}` }, firstRender),
    ).toBeTruthy();
  });

  it("staff see their own notifications only, and a staff member's kinds in the filter", async () => {
    renderAs(mockUsers.supervisor, '/dash/notifications');
    await screen.findByText('Showing 1–1 of 1', undefined, firstRender);
    expect(screen.getByRole('link', { name: '2 debits wait for your approval' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /coins added to your wallet/ })).toBeNull();
    const kinds = within(screen.getByRole('combobox', { name: 'Kind' }));
    expect(kinds.queryByRole('option', { name: 'Coins added to the wallet' })).toBeNull();
    expect(kinds.getByRole('option', { name: 'Debit waiting for approval' })).toBeTruthy();
  });

  it('the profile saves the preferences, and a security kind stays in the console', async () => {
    renderAs(mockUsers.client, '/dash/me');
    const card = within(await screen.findByRole('form', { name: 'Notifications' }, firstRender));
    const signIn = within(card.getByRole('group', { name: 'Sign-in from a new browser' }));
    expect((signIn.getByRole('checkbox', { name: 'In the console' }) as HTMLInputElement).disabled).toBe(true);
    const coins = within(card.getByRole('group', { name: 'Coins added to the wallet' }));
    await userEvent.click(coins.getByRole('checkbox', { name: 'By mail' }));
    await userEvent.click(card.getByRole('checkbox', { name: /^One mail a day/ }));
    await userEvent.click(card.getByRole('button', { name: 'Save preferences' }));
    expect(await card.findByText('Your notification preferences were saved.')).toBeTruthy();
    expect((coins.getByRole('checkbox', { name: 'By mail' }) as HTMLInputElement).checked).toBe(true);
    expect((card.getByRole('checkbox', { name: /^One mail a day/ }) as HTMLInputElement).checked).toBe(true);
  });
});
