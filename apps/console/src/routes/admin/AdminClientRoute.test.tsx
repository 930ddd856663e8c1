import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockNow, mockUsers } from '@orbit/mocks';
import { App } from '../../App.tsx';
import { scopeMayCall } from '../scopeMayCall.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// The mock machines' states hold at the mock "now"; only the date is fixed, timers run as usual.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(mockNow) }));
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });
const clientPath = `/dash/admin/clients/${mockUsers.client.id}`;
/** The first visit of a screen compiles its lazy route module, which takes a while on a busy machine. */
const firstRender = { timeout: 15_000 };

function renderAs(viewer: CurrentUser, path = clientPath) {
  configureApiClient({ baseUrl: 'http://console.test' });
  server.use(...createHandlers({ signedInAs: viewer }));
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) =>
    requests.push(`${request.method} ${new URL(request.url).pathname}`),
  );
  render(<App queryClient={createQueryClient()} i18n={i18n} initialEntries={[path]} />);
  return requests;
}

const machines = () => screen.findByRole('region', { name: 'Machines' }, firstRender);
const machineRow = async (hostname: string) =>
  within(await machines()).findByRole('row', { name: new RegExp(hostname) }, firstRender);

describe('scopeMayCall', () => {
  it('follows the route table: every staff scope reads machines, admin and supervisor change them', () => {
    expect(scopeMayCall('colaborador', 'adminUserDevices')).toBe(true);
    expect(scopeMayCall('colaborador', 'adminFreeDevice')).toBe(false);
    expect(scopeMayCall('supervisor', 'adminRevokeDevice')).toBe(true);
    expect(scopeMayCall('admin', 'adminSetUserTariff')).toBe(true);
    expect(scopeMayCall('colaborador', 'adminSetUserTariff')).toBe(false);
  });
});

// Whole pages with dialogs on a busy 2-core machine take longer than the default 20 s.
describe('the client page’s machines and tariff', { timeout: 60_000 }, () => {
  it('a supervisor frees a machine’s slot: the machines, licences and timeline are asked again', async () => {
    const requests = renderAs(mockUsers.supervisor);
    const row = await machineRow('aventura-orbit-01');
    expect(within(row).getByText('Offline')).toBeTruthy();
    const before = requests.length;
    await userEvent.click(within(row).getByRole('button', { name: 'Free the device slot of aventura-orbit-01' }));
    const dialog = screen.getByRole('dialog', { name: 'Free the device slot?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Free the slot' }));
    expect(await screen.findByText('The device slot of Parque Aventura 1 is free.')).toBeTruthy();
    await waitFor(async () => expect(within(await machineRow('aventura-orbit-01')).getByText('Replaced')).toBeTruthy());
    const id = mockUsers.client.id;
    await waitFor(() =>
      expect(requests.slice(before)).toEqual(
        expect.arrayContaining([
          'POST /api/admin/devices/41/free',
          `GET /api/admin/users/${id}/devices`,
          `GET /api/admin/users/${id}/licenses/activations`,
          `GET /api/admin/users/${id}/audit`,
        ]),
      ),
    );
    expect(requests.slice(before)).not.toContain(`GET /api/admin/users/${id}/wallet-balance`);
    expect(
      await screen.findByText('Freed the device slot of Parque Aventura 1 (machine aventura-orbit-01)'),
    ).toBeTruthy();
  });

  it('an admin changes the tariff; the card and the timeline tell the new one', async () => {
    renderAs(mockUsers.admin);
    const tariff = await screen.findByRole('region', { name: 'Tariff' }, firstRender);
    await waitFor(() =>
      expect(within(tariff).getByRole('group', { name: 'Coins per customer' }).textContent).toMatch(/2/),
    );
    await userEvent.click(within(tariff).getByRole('button', { name: 'Change tariff' }));
    const dialog = screen.getByRole('dialog', { name: 'Change tariff' });
    const field = within(dialog).getByRole('textbox', { name: 'Coins per customer' });
    await userEvent.clear(field);
    await userEvent.type(field, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Tariff changed')).toBeTruthy();
    // The footer's Close, after the title bar's.
    const [, close] = within(dialog).getAllByRole('button', { name: 'Close' });
    if (close) await userEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(tariff).getByRole('group', { name: 'Coins per customer' }).textContent).toContain('5');
    expect(await screen.findByText('Changed the tariff from 2 to 5 coins per customer')).toBeTruthy();
  });

  it('the timeline tells the system’s automatic block and its end', async () => {
    renderAs(mockUsers.admin);
    const activity = await screen.findByRole('region', { name: 'Activity' }, firstRender);
    expect(await within(activity).findByText('The account blocked itself: insufficient coin balance')).toBeTruthy();
    expect(within(activity).getByText('The coins inserted ended the automatic block of the account')).toBeTruthy();
    const orders = screen.getByRole('region', { name: 'Blocking orders' });
    expect(within(orders).getByRole('cell', { name: 'System' })).toBeTruthy();
  });

  it('a colaborador reads the machines and the tariff and changes neither', async () => {
    renderAs(mockUsers.colaborador);
    await machineRow('aventura-bubble-02');
    expect(within(await machines()).queryAllByRole('button')).toHaveLength(0);
    const tariff = screen.getByRole('region', { name: 'Tariff' });
    expect(within(tariff).queryByRole('button', { name: 'Change tariff' })).toBeNull();
  });

  it('a staff account’s page has no machines and no tariff', async () => {
    renderAs(mockUsers.admin, `/dash/admin/clients/${mockUsers.colaborador.id}`);
    await screen.findByRole('heading', { level: 1, name: mockUsers.colaborador.name }, firstRender);
    expect(screen.queryByRole('region', { name: 'Machines' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tariff' })).toBeNull();
    // Licences, orders and coins are clients' only (ADR 0053).
    expect(screen.queryByRole('region', { name: 'Licences' })).toBeNull();
    expect(screen.queryByRole('button', { name: /insert coins/i })).toBeNull();
  });

  it('a new email of a client waits for its confirmation: the info card shows it beside the email kept', async () => {
    renderAs(mockUsers.supervisor);
    const info = await screen.findByRole('region', { name: 'Client info' }, firstRender);
    await userEvent.click(await within(info).findByRole('button', { name: 'Edit client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit client' }, firstRender);
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await userEvent.type(email, 'carla.moved@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Client updated')).toBeTruthy();
    const pending = await within(info).findByText(/carla\.moved@example\.com \(link valid until/);
    expect(pending.closest('div')?.textContent).toContain('New email, unconfirmed');
    expect(within(info).getByText(mockUsers.client.email)).toBeTruthy();
  });

  it('a staff member’s own page offers no edit and no account actions: the profile page changes it', async () => {
    renderAs(mockUsers.admin, `/dash/admin/clients/${mockUsers.admin.id}`);
    await screen.findByRole('heading', { level: 1, name: mockUsers.admin.name }, firstRender);
    expect(screen.queryByRole('button', { name: /edit/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /disable/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /end .*sessions/i })).toBeNull();
  });
});
