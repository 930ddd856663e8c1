import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import { I18nextProvider, initI18n } from '@orbit/i18n';
import { createHandlers, mockLicenses, mockUsers } from '@orbit/mocks';
import { OrbitThemeProvider } from '@orbit/ui';
import type { Scope } from '@orbit/domain';
import { ClientLicensesSection } from './ClientLicensesSection.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });
const [limited] = mockLicenses;
if (!limited) throw new Error('The mocks have no licence');

function renderSection(scope: Scope) {
  configureApiClient({ baseUrl: 'http://console.test' });
  server.use(...createHandlers());
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) =>
    requests.push(`${request.method} ${new URL(request.url).pathname}`),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <OrbitThemeProvider>
          <ClientLicensesSection clientId={mockUsers.client.id} user={{ scope, timezone: 'UTC' }} />
        </OrbitThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return requests;
}

/** The row of a licence once the list has loaded (the loading table is replaced by the data's). */
const licenseRow = (label: string) => screen.findByRole('row', { name: new RegExp(label) });

// Whole dialogs on a busy 2-core machine take longer than the default 20 s.
describe('client page licences', { timeout: 60_000 }, () => {
  it('blocks a licence with a reason, then refreshes the licences and the client’s blocking orders', async () => {
    const requests = renderSection('admin');
    const row = await licenseRow(limited.label);
    await userEvent.click(within(row).getByRole('button', { name: `Block licence: ${limited.label}` }));
    const dialog = screen.getByRole('dialog', { name: `Block ${limited.label}?` });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'owner-request');
    const before = requests.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block licence' }));
    expect(await screen.findByText(`Blocking order #6 created for ${limited.label}.`)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(requests.slice(before)).toContain(`GET /api/admin/users/${mockUsers.client.id}/licenses/activations`),
    );
    server.events.removeAllListeners();
  });

  it('revokes a licence for a supervisor after asking, and the list shows it revoked', async () => {
    renderSection('supervisor');
    const row = await licenseRow(limited.label);
    await userEvent.click(within(row).getByRole('button', { name: `Revoke licence: ${limited.label}` }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke licence' }));
    expect(await screen.findByText(`Done: ${limited.label} was changed.`)).toBeTruthy();
    // The list shows it revoked, with no action left.
    await waitFor(async () => expect(within(await licenseRow(limited.label)).queryAllByRole('button')).toHaveLength(0));
  });

  it('creates a licence and shows its key, for a supervisor', async () => {
    renderSection('supervisor');
    await userEvent.click(await screen.findByRole('button', { name: 'Create licence' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a licence' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Label/ }), 'Mall Leste 9');
    // The radio input is visually hidden under its segment's label, which takes the click.
    await userEvent.click(within(dialog).getByText('Unlimited'));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Offline time' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Licence Mall Leste 9 created.')).toBeTruthy();
    expect(within(dialog).getByText(/^ORB-MOCK-/)).toBeTruthy();
    await userEvent.click(within(dialog).getByText('Close'));
    expect((await licenseRow('Mall Leste 9')).textContent).toContain('Unlimited offline');
  });

  it('offers a colaborador neither creation nor the actions', async () => {
    renderSection('colaborador');
    await licenseRow(limited.label);
    expect(screen.queryByRole('button', { name: 'Create licence' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Block licence/ })).toBeNull();
  });

  it('transfers a scenario and removes it, both lists changing at once', async () => {
    renderSection('admin');
    const row = await licenseRow(limited.label);
    await userEvent.click(within(row).getByRole('button', { name: `Manage scenarios: ${limited.label}` }));
    const modal = screen.getByRole('dialog', { name: `Scenarios of ${limited.label}` });
    const obtained = () => within(within(modal).getByRole('region', { name: 'Obtained' }));
    const obtainable = () => within(within(modal).getByRole('region', { name: 'Available for this client' }));
    await userEvent.click(await obtainable().findByRole('button', { name: 'Transfer Wild Canyon' }));
    expect(await obtained().findByRole('button', { name: 'Remove Wild Canyon' })).toBeTruthy();
    expect(obtainable().queryByText('Wild Canyon')).toBeNull();
    expect(within(modal).getByRole('status').textContent).toContain(
      `Success: Wild Canyon transferred to ${limited.label}.`,
    );
    await userEvent.click(obtained().getByRole('button', { name: 'Remove Wild Canyon' }));
    expect(await obtainable().findByRole('button', { name: 'Transfer Wild Canyon' })).toBeTruthy();
    await waitFor(() =>
      expect(within(modal).getByRole('status').textContent).toContain(
        `Success: Wild Canyon removed from ${limited.label}.`,
      ),
    );
  });
});
