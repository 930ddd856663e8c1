import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockBusinessApiKeys, mockBusinessWebhookEndpoints, mockNow, mockUsers } from '@orbit/mocks';
import { App } from '../../App.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// The keys' states are read against the mocks' "now".
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(mockNow) }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });
/** The first visit of a screen compiles its lazy route module, which takes a while on a busy machine. */
const firstRender = { timeout: 15_000 };

function renderAs(viewer: CurrentUser, path: string) {
  configureApiClient({ baseUrl: 'http://console.test' });
  server.use(...createHandlers({ signedInAs: viewer }));
  render(<App queryClient={createQueryClient()} i18n={i18n} initialEntries={[path]} />);
  return userEvent.setup();
}

describe('the integrations page (ADR 0094)', { timeout: 60_000 }, () => {
  it('an admin makes a key, sees its secret once, then rolls and revokes it', async () => {
    const user = renderAs(mockUsers.admin, '/dash/admin/integrations');
    await screen.findByRole('heading', { level: 1, name: 'Integrations' }, firstRender);
    const table = within(await screen.findByRole('table', { name: 'API keys, newest first' }, firstRender));
    expect(table.getAllByRole('row')).toHaveLength(mockBusinessApiKeys.length + 1);
    expect(screen.getByRole('link', { name: 'Integrations' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Make a key' }));
    const form = within(await screen.findByRole('dialog', { name: 'Make an API key' }));
    await user.type(form.getByLabelText(/^Name/), 'Payroll');
    await user.click(form.getByRole('checkbox', { name: 'Reports: read' }));
    // The server refuses an address the form let through: the field says so and nothing is made.
    await user.type(form.getByLabelText(/^Allowed addresses/), '2001:db8:::1');
    await user.click(form.getByRole('button', { name: 'Make the key' }));
    expect(await form.findByText('Address 1 is not an IP address or range.')).toBeTruthy();
    expect(table.queryByRole('row', { name: /Payroll/ })).toBeNull();
    await user.clear(form.getByLabelText(/^Allowed addresses/));
    await user.click(form.getByRole('button', { name: 'Make the key' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Copy the secret of “Payroll” now' }));
    const secret = (shown.getByLabelText('Secret') as HTMLInputElement).value;
    expect(secret).toMatch(/^orbit_key_\w{12}_\w{38}$/);
    await user.click(shown.getByRole('button', { name: 'I have stored it' }));
    const row = within(await table.findByRole('row', { name: /Payroll/ }));
    expect(row.getByText('Live')).toBeTruthy();
    expect(row.getByText('Never used')).toBeTruthy();
    expect(screen.queryByDisplayValue(secret)).toBeNull();

    await user.click(row.getByRole('button', { name: 'Roll “Payroll”' }));
    const roll = within(await screen.findByRole('dialog', { name: 'Roll “Payroll”' }));
    await user.selectOptions(roll.getByRole('combobox', { name: /Keep the current secret/ }), '2 days');
    await user.click(roll.getByRole('button', { name: 'Roll the key' }));
    const rolled = within(await screen.findByRole('dialog', { name: 'Copy the secret of “Payroll” now' }));
    expect((rolled.getByLabelText('Secret') as HTMLInputElement).value).not.toBe(secret);
    expect(rolled.getByText(/The previous secret works until/)).toBeTruthy();
    await user.click(rolled.getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(row.getByText(/The previous secret works until/)).toBeTruthy());

    await user.click(row.getByRole('button', { name: 'Revoke “Payroll”' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Revoke “Payroll”?' }));
    await user.click(confirm.getByRole('button', { name: 'Revoke the key' }));
    expect(await screen.findByText(/Revoked: Payroll\./)).toBeTruthy();
    await waitFor(() => expect(row.getByText('Revoked')).toBeTruthy());
    expect(row.queryByRole('button')).toBeNull();
  });

  it('an admin adds a webhook endpoint with its secret shown once, tests it, reads its log, disables and enables it', async () => {
    const user = renderAs(mockUsers.admin, '/dash/admin/integrations');
    const list = within(await screen.findByRole('list', { name: 'Webhook endpoints, newest first' }, firstRender));
    expect(list.getAllByRole('heading', { level: 3 })).toHaveLength(mockBusinessWebhookEndpoints.length);

    await user.click(screen.getByRole('button', { name: 'Add an endpoint' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add a webhook endpoint' }));
    // The server refuses an address of its own network: the field says so, nothing is added.
    await user.type(form.getByLabelText(/^URL/), 'https://10.0.0.7/hooks');
    await user.click(form.getByRole('checkbox', { name: 'Coins inserted' }));
    await user.click(form.getByRole('button', { name: 'Add the endpoint' }));
    // Said once, on the field, in the viewer's words; the form's alert points at it.
    expect(await form.findAllByText(/inside a private network or this server/)).toHaveLength(1);
    expect(form.getByRole('alert').textContent).toContain('Check the fields marked.');
    await user.clear(form.getByLabelText(/^URL/));
    await user.type(form.getByLabelText(/^URL/), 'https://payroll.example.com/orbit');
    await user.type(form.getByLabelText(/^Description/), 'Payroll');
    await user.click(form.getByRole('checkbox', { name: 'Strict order per account' }));
    await user.click(form.getByRole('button', { name: 'Add the endpoint' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Copy the signing secret of Payroll now' }));
    const secret = (shown.getByLabelText('Signing secret') as HTMLInputElement).value;
    expect(secret).toMatch(/^whsec_/);
    await user.click(shown.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByDisplayValue(secret)).toBeNull();
    const heading = await list.findByRole('heading', { name: /payroll\.example\.com/ });
    const item = within(heading.closest('li') ?? heading);
    expect(item.getByText(/In strict order per account/)).toBeTruthy();

    await user.click(item.getByRole('button', { name: 'Send a test event to Payroll' }));
    expect(await screen.findByText(/Test event evt_mocktest1 sent to Payroll/)).toBeTruthy();
    await user.click(item.getByRole('button', { name: 'Delivery log of Payroll' }));
    const log = within(await screen.findByRole('dialog', { name: 'Delivery log of Payroll' }));
    const attempts = within(await log.findByRole('list', { name: 'Delivery attempts, newest first' }));
    expect(attempts.getAllByRole('listitem')).toHaveLength(1);
    expect(attempts.getByText('Delivered · 200')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(item.getByRole('button', { name: 'Disable Payroll' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Disable Payroll?' }));
    await user.click(confirm.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(/Disabled: Payroll\./)).toBeTruthy();
    await waitFor(() => expect(item.getByText('Disabled by hand.')).toBeTruthy());
    await user.click(item.getByRole('button', { name: 'Enable Payroll' }));
    const offer = within(await screen.findByRole('dialog', { name: 'Send Payroll what it missed?' }));
    await user.click(offer.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(item.getByText('Enabled')).toBeTruthy());
  });

  it('a supervisor has no integrations in the sidebar and reads no key there', async () => {
    renderAs(mockUsers.supervisor, '/dash/admin/integrations');
    await screen.findByRole('heading', { level: 1, name: 'Integrations' }, firstRender);
    expect(screen.getByText('Only admins manage the business’s keys.')).toBeTruthy();
    expect(screen.getByText('Only admins manage the business’s endpoints.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Integrations' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make a key' })).toBeNull();
  });
});
