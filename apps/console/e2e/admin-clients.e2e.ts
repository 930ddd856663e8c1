import { expect, test, type Page } from '@playwright/test';
import { watchConsoleErrors } from './console-errors.ts';

/** Staff journeys through the clients list and the client page, against the real server and its demo business. */

interface UserRow {
  id: number;
  name: string;
  email: string;
}

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
}

const sameOrigin = (page: Page) => ({ origin: new URL(page.url()).origin });

/**
 * A generated demo client no other journey uses: the newest ids, one per journey (`index`), so the journeys that
 * change a client never meet.
 */
async function demoClient(page: Page, index: number): Promise<UserRow> {
  const answer = await page.request.get('/api/admin/users?orderby=id&order=desc&limit=10');
  expect(answer.status()).toBe(200);
  const { results } = (await answer.json()) as { results: UserRow[] };
  const client = results[index];
  if (!client) throw new Error(`No demo client ${index}`);
  return client;
}

async function openClient(page: Page, client: UserRow) {
  await page.getByRole('navigation').getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Email contains' }).fill(client.email);
  // The filter is sent after a pause; the link to follow is the one of the filtered list.
  await expect(page.getByRole('status').filter({ hasText: /^1 of 1 clients$/ })).toBeVisible();
  await page.getByRole('link', { name: `View ${client.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dash/admin/clients/${client.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
}

/** The coins balance shown on the client page, as a number. */
async function balanceShown(page: Page): Promise<number> {
  const group = page.getByRole('group', { name: 'Coins balance' });
  await expect(group).not.toHaveText(/^\s*Coins balance\s*$/);
  return Number(((await group.textContent()) ?? '').replace('Coins balance', '').replace(/[^\d-]/g, ''));
}

test('a client holding licences stays a client; an admin changes a staff member’s role, and the page and its activity say so', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  await signIn(page, 'admin@example.com');
  const client = await demoClient(page, 0);
  await openClient(page, client);

  // Licences, orders and coins are clients' only, so their holder stays a client (ADR 0053).
  await page.getByRole('button', { name: 'Edit client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit client' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('colaborador');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText(
    'This client holds licences, blocking orders or coins, so the account stays a client.',
  );
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  const info = page.getByRole('region', { name: 'Client info' });
  await expect(info).toContainText('Client');

  const answer = await page.request.get('/api/admin/users?email=colaborador%40example.com');
  const [colaborador] = ((await answer.json()) as { results: UserRow[] }).results;
  if (!colaborador) throw new Error('No demo colaborador');
  await openClient(page, colaborador);
  await page.getByRole('button', { name: 'Edit client' }).click();
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('supervisor');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Client updated')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(info).toContainText('Supervisor');
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(
    'Changed the role from Collaborator to Supervisor',
  );

  // Back to a collaborator, so the demo business stays as it was for the other journeys.
  await page.getByRole('button', { name: 'Edit client' }).click();
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('colaborador');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Client updated')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(info).toContainText('Collaborator');
  // The refused save logged its 409; nothing else may fail.
  expect(errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
});

test('a supervisor edits a client without a scope field', async ({ page }) => {
  await signIn(page, 'supervisor@example.com');
  const client = await demoClient(page, 1);
  await openClient(page, client);

  await page.getByRole('button', { name: 'Edit client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit client' });
  // The dialog's code arrives when it first opens: wait for it before telling what it lacks.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveCount(0);
  const contractName = dialog.getByRole('textbox', { name: 'Name as in contract' });
  await contractName.fill(`${client.name} Ltda`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Client updated')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('region', { name: 'Client info' })).toContainText(`${client.name} Ltda`);

  // The server answers as the screen offers: a scope sent by a supervisor is refused.
  const refused = await page.request.patch(`/api/admin/users/${client.id}/edit`, {
    headers: sameOrigin(page),
    data: { email: client.email, name: client.name, scope: 'admin' },
  });
  expect(refused.status()).toBe(403);
});

test('a colaborador sees no pencil and inserts coins once with a double click', async ({ page }) => {
  await signIn(page, 'colaborador@example.com');
  const client = await demoClient(page, 2);
  await openClient(page, client);
  await expect(page.getByRole('button', { name: 'Edit client' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Activity' })).toHaveCount(0);

  const before = await balanceShown(page);
  await page.getByRole('button', { name: 'Insert coins' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert coins' });
  await dialog.getByRole('textbox', { name: 'Amount of coins' }).fill('37');
  await dialog.getByRole('button', { name: 'Insert' }).dblclick();
  await expect(dialog.getByText('37 coins inserted')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect.poll(() => balanceShown(page)).toBe(before + 37);

  // A reload asks the server again: the balance grew once.
  await page.reload();
  await expect.poll(() => balanceShown(page)).toBe(before + 37);
});

test('an admin revokes a blocking order on the client page', async ({ page }) => {
  await signIn(page, 'admin@example.com');
  const client = await demoClient(page, 3);
  const licenses = (await (await page.request.get(`/api/admin/users/${client.id}/licenses/activations`)).json()) as {
    results: { key: string; label: string; revokedAt: string | null }[];
  };
  const license = licenses.results.find((candidate) => candidate.revokedAt === null);
  if (!license) throw new Error('The demo client has no open licence');
  // The order is made through the API; blocking from the licences section is a journey of its own.
  const order = await page.request.post('/api/admin/users/blocking-orders', {
    headers: sameOrigin(page),
    data: { reason: 'owner-request', licenseKey: license.key },
  });
  expect(order.status()).toBe(200);
  const { code } = (await order.json()) as { code: number };

  await openClient(page, client);
  const orders = page.getByRole('region', { name: 'Blocking orders' });
  await orders.getByRole('searchbox', { name: 'Search blocking orders' }).fill(license.label);
  // Orders come newest first: the one just made.
  await orders
    .getByRole('button', { name: `Revoke order #${code} (${license.label})` })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this blocking order?' });
  await confirm.getByRole('button', { name: 'Revoke order' }).click();
  await expect(orders.getByText(`Blocking order #${code} revoked.`)).toBeVisible();
  await expect(orders.getByRole('button', { name: `Revoke order #${code} (${license.label})` })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText(
    `Revoked the blocking order of ${license.label}`,
  );
});

test('a client who types the admin address is sent back to the dashboard', async ({ page }) => {
  await signIn(page, 'client@example.com');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Clients' })).toHaveCount(0);
  await page.goto('/dash/admin/clients');
  await expect(page).toHaveURL(/\/dash$/);
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
});

test('the clients list at 375 px: cards, sorting from the address, and paging as the person scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'admin@example.com');
  await page.goto('/dash/admin/clients?orderby=name&order=asc');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Clients' }).getByRole('heading', { level: 3 });
  await expect(cards.first()).toBeVisible();
  // The address's sort reached the server: the cards come in the order of the same call.
  const answer = await page.request.get('/api/admin/users?orderby=name&order=asc&limit=2');
  const first = ((await answer.json()) as { results: UserRow[] }).results.map((user) => user.name);
  // Cards are tall on a phone: the first two fill the screen, the others come as the person scrolls.
  await expect(cards.nth(1)).toBeVisible();
  expect((await cards.allTextContents()).slice(0, 2)).toEqual(first);
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const status = page.getByRole('status').filter({ hasText: /of \d+ clients/ });
  const total = Number(/of (\d+) clients/.exec((await status.textContent()) ?? '')?.[1]);
  if (total > 50) {
    await expect(status).toContainText('50 of');
    await page.mouse.wheel(0, 100_000);
    await expect(status).toContainText(`${Math.min(total, 100)} of`);
  }
  await page.getByRole('searchbox', { name: 'Search clients by name' }).fill('Carlos');
  await expect(page).toHaveURL(/name=Carlos/);
  await expect(status).not.toContainText(`of ${total} clients`);
  await expect(cards.filter({ hasText: 'Carlos Mendes' })).toHaveCount(1);
  for (const name of await cards.allTextContents()) expect(name.toLowerCase()).toContain('carlos');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search clients by name' })).toHaveValue('Carlos');
});
