import { expect, test, type Page } from '@playwright/test';
import { watchConsoleErrors } from './console-errors.ts';
import { expectThumbnailsShown } from './pictures.ts';

/** Staff journeys through the licences section of the client page, against the real server and its demo business. */

// Each journey makes several changes, each a transaction with its audit entry; on a loaded machine one takes more
// than the default minute.
test.describe.configure({ timeout: 180_000 });

interface UserRow {
  id: number;
  name: string;
  email: string;
}

interface LicenseRow {
  key: string;
  label: string;
  gameModel: string;
  revokedAt: string | null;
  unlimitedSince: string | null;
}

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
}

/**
 * A generated demo client no other journey uses: the newest ids, counted from the sixth (the clients journeys take
 * the first four), one per journey, so the journeys that change a client never meet.
 */
async function demoClient(page: Page, index: number): Promise<UserRow> {
  const answer = await page.request.get('/api/admin/users?orderby=id&order=desc&limit=10');
  expect(answer.status()).toBe(200);
  const { results } = (await answer.json()) as { results: UserRow[] };
  const client = results[5 + index];
  if (!client) throw new Error(`No demo client ${index}`);
  return client;
}

async function licensesOf(page: Page, client: UserRow): Promise<LicenseRow[]> {
  const answer = await page.request.get(`/api/admin/users/${client.id}/licenses/activations`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { results: LicenseRow[] }).results;
}

async function openClient(page: Page, client: UserRow) {
  await page.goto(`/dash/admin/clients/${client.id}`);
  await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible({ timeout: 30_000 });
  return page.getByRole('region', { name: 'Licences' });
}

test('an admin blocks a licence with a reason, sees the order, revokes the order, then revokes the licence', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  await signIn(page, 'admin@example.com');
  const client = await demoClient(page, 0);
  const license = (await licensesOf(page, client)).find((candidate) => candidate.revokedAt === null);
  if (!license) throw new Error('The demo client has no open licence');
  const section = await openClient(page, client);

  await section.getByRole('searchbox', { name: 'Search licences' }).fill(license.label);
  await section.getByRole('button', { name: `Block licence: ${license.label}` }).click();
  const block = page.getByRole('dialog', { name: `Block ${license.label}?` });
  await block.getByRole('combobox', { name: /Reason/ }).selectOption({ label: 'Financial debt' });
  await block.getByRole('button', { name: 'Block licence' }).click();
  await expect(page.getByText(`Blocking order #4 created for ${license.label}.`)).toBeVisible();
  await expect(block).toHaveCount(0);

  // The blocking-orders table of the same page shows the new order without a reload.
  const orders = page.getByRole('region', { name: 'Blocking orders' });
  await orders.getByRole('searchbox', { name: 'Search blocking orders' }).fill(license.label);
  const revokeOrder = orders.getByRole('button', { name: `Revoke order #4 (${license.label})` });
  await expect(revokeOrder).toBeVisible();
  await revokeOrder.click();
  await page
    .getByRole('dialog', { name: 'Revoke this blocking order?' })
    .getByRole('button', { name: 'Revoke order' })
    .click();
  await expect(orders.getByText('Blocking order #4 revoked.')).toBeVisible();

  // Revoking the licence cannot be undone: the dialog asks, then the row shows it revoked with no action left.
  await section.getByRole('button', { name: `Revoke licence: ${license.label}` }).click();
  const revoke = page.getByRole('dialog', { name: `Revoke ${license.label}?` });
  await expect(revoke).toContainText('This cannot be undone.');
  await revoke.getByRole('button', { name: 'Revoke licence' }).click();
  const row = section.getByRole('row', { name: new RegExp(license.label) });
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button')).toHaveCount(0);
  // A second revoke is refused by the server: the section offered none, and the answer says why.
  const again = await page.request.patch('/api/admin/users/license/revoke', {
    headers: { origin: new URL(page.url()).origin },
    data: { licenseKey: license.key },
  });
  expect(again.status()).toBe(409);
  expect(errors).toEqual([]);
});

test('a supervisor creates an unlimited offline licence and sees its key', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await signIn(page, 'supervisor@example.com');
  const client = await demoClient(page, 1);
  const section = await openClient(page, client);
  const label = `Journey offline ${client.id}`;

  await section.getByRole('button', { name: 'Create licence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a licence' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Label/ }).fill(label);
  await expect(dialog.getByRole('switch', { name: 'Offline time' })).toBeDisabled();
  // The segment's and the switch's labels take the click; their inputs are drawn over by them.
  await dialog.getByRole('radio', { name: 'Unlimited' }).check({ force: true });
  await expect(dialog.getByRole('radio', { name: 'Unlimited' })).toBeChecked();
  const offline = dialog.getByRole('switch', { name: 'Offline time' });
  await expect(offline).toBeEnabled();
  await offline.check({ force: true });
  await expect(offline).toBeChecked();
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(dialog.getByText(`Licence ${label} created.`)).toBeVisible();
  const key = (await dialog.locator('code').textContent()) ?? '';
  expect(key).toMatch(/^ORB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  // The form is empty again, ready for the next licence.
  await expect(dialog.getByRole('textbox', { name: /Label/ })).toHaveValue('');
  await dialog.getByText('Close', { exact: true }).click();

  const row = section.getByRole('row', { name: new RegExp(label) });
  await expect(row).toContainText(key);
  await expect(row).toContainText('Unlimited offline');
  const stored = (await licensesOf(page, client)).find((candidate) => candidate.key === key);
  expect(stored?.unlimitedSince).not.toBeNull();
  expect(errors).toEqual([]);
});

test('an admin transfers a scenario to a licence and removes it', async ({ page }) => {
  const errors = watchConsoleErrors(page);
  await signIn(page, 'admin@example.com');
  const client = await demoClient(page, 2);
  const obtainable = (await (await page.request.get(`/api/store/scenarios/obtainable/user/${client.id}`)).json()) as {
    id: number;
    languages: { en?: { title: string } };
    licenseKeys: string[];
  }[];
  const scenario = obtainable.find((candidate) => candidate.languages.en && candidate.licenseKeys.length > 0);
  if (!scenario?.languages.en) throw new Error('The demo client can obtain no scenario');
  const title = scenario.languages.en.title;
  const license = (await licensesOf(page, client)).find((candidate) => candidate.key === scenario.licenseKeys[0]);
  if (!license) throw new Error('The obtainable scenario names no licence of the client');
  const section = await openClient(page, client);

  await section.getByRole('searchbox', { name: 'Search licences' }).fill(license.key);
  await section.getByRole('button', { name: `Manage scenarios: ${license.label}` }).click();
  const modal = page.getByRole('dialog', { name: `Scenarios of ${license.label}` });
  const obtained = modal.getByRole('region', { name: 'Obtained' });
  const available = modal.getByRole('region', { name: 'Available for this client' });
  await expectThumbnailsShown(modal);
  await modal.getByRole('searchbox', { name: 'Search scenarios' }).fill(title);

  await available.getByRole('button', { name: `Transfer ${title}` }).click();
  await expect(modal.getByRole('status')).toContainText(`Success: ${title} transferred to ${license.label}.`);
  await expect(obtained.getByRole('button', { name: `Remove ${title}` })).toBeVisible();
  await expect(available.getByRole('button', { name: `Transfer ${title}` })).toHaveCount(0);
  const held = (await licensesOf(page, client)).find((candidate) => candidate.key === license.key);
  expect(held).toMatchObject({ scenariosObtained: expect.arrayContaining([scenario.id]) });

  await obtained.getByRole('button', { name: `Remove ${title}` }).click();
  await expect(modal.getByRole('status')).toContainText(`Success: ${title} removed from ${license.label}.`);
  await expect(available.getByRole('button', { name: `Transfer ${title}` })).toBeVisible();
  await expect(obtained.getByRole('button', { name: `Remove ${title}` })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a colaborador reads the licences but is offered no change, and the server refuses one', async ({ page }) => {
  await signIn(page, 'colaborador@example.com');
  const client = await demoClient(page, 0);
  const section = await openClient(page, client);
  await expect(section.getByRole('table', { name: 'Licences of the client' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Create licence' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: /^Block licence/ })).toHaveCount(0);
  const created = await page.request.post('/api/admin/users/licenses', {
    headers: { origin: new URL(page.url()).origin },
    data: { userId: client.id, label: 'Not allowed', gameModel: 'OrbitCoaster' },
  });
  expect(created.status()).toBe(403);
});
