import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * The device side with a machine of the emulator (apps/simulator) playing on a demo licence against the real
 * server (ADR 0049): a block stops it within a heartbeat, its rides spend the client's coins until the account blocks
 * itself, and coins inserted by staff let it play again.
 */

test.describe.configure({ timeout: 300_000 });

const repoRoot = resolve(import.meta.dirname, '../../..');
/** The emulator's clock runs this many times faster: a 5-minute heartbeat is 5 s, a ride a few seconds. */
const speed = 60;
const heartbeatMs = (300 * 1000) / speed;

interface UserRow {
  id: number;
  name: string;
  email: string;
}

interface RideRow {
  consumedAt: string;
}

const sameOrigin = (page: Page) => ({ origin: new URL(page.url()).origin });

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
}

interface LicenseRow {
  key: string;
  label: string;
  revokedAt: string | null;
  unlimitedSince: string | null;
}

/**
 * A demo client no other journey changes (from the ninth newest on), with no open blocking order and an open
 * limited licence, and that licence.
 */
async function journeyClient(page: Page): Promise<{ client: UserRow; license: LicenseRow }> {
  const answer = await page.request.get('/api/admin/users?orderby=id&order=desc&limit=30');
  for (const client of ((await answer.json()) as { results: UserRow[] }).results.slice(8)) {
    if ((await openOrders(page, client)).length > 0) continue;
    const licenses = await page.request.get(`/api/admin/users/${client.id}/licenses/activations`);
    const { results } = (await licenses.json()) as { results: LicenseRow[] };
    const license = results.find((candidate) => !candidate.revokedAt && !candidate.unlimitedSince);
    if (license) return { client, license };
  }
  throw new Error('No demo client fits the journey');
}

async function balanceOf(page: Page, client: UserRow): Promise<number> {
  const answer = await page.request.get(`/api/admin/users/${client.id}/wallet-balance`);
  return ((await answer.json()) as { coinsBalance: number }).coinsBalance;
}

let insertions = 0;
/**
 * Inserts coins as the signed-in admin. A debit above the demo's threshold waits for a second staff member (ADR
 * 0057): the supervisor approves it from the debit approvals page.
 */
async function insertCoins(page: Page, client: UserRow, amount: number, browser: Browser) {
  const answer = await page.request.post(`/api/admin/users/${client.id}/wallet-records`, {
    headers: { ...sameOrigin(page), 'idempotency-key': `simulator-journey-${Date.now()}-${++insertions}` },
    data: { amount },
  });
  expect(answer.status()).toBe(200);
  if (!('pendingApproval' in ((await answer.json()) as object))) return;
  const context = await browser.newContext();
  const supervisor = await context.newPage();
  await signIn(supervisor, 'supervisor@example.com');
  await supervisor.goto('/dash/admin/debit-approvals');
  const row = supervisor.getByRole('row', { name: new RegExp(client.name) });
  await row.getByRole('button', { name: /^Approve taking/ }).click();
  await supervisor
    .getByRole('dialog', { name: 'Approve this debit?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(
    supervisor.getByText(`Approved: ${(-amount).toLocaleString('en')} coins taken from ${client.name}.`),
  ).toBeVisible();
  await context.close();
}

/** The machine's rides played from `since` on, as the staff's rides report lists them. */
async function ridesSince(page: Page, client: UserRow, licenseKey: string, since: Date): Promise<RideRow[]> {
  const answer = await page.request.post('/api/admin/reports/consumptions?page=1&limit=5000', {
    headers: sameOrigin(page),
    data: {
      id: [client.id],
      licensesKey: [licenseKey],
      startAt: since.toISOString(),
      endAt: new Date(Date.now() + 60_000).toISOString(),
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { results: RideRow[] }).results;
}

async function openOrders(page: Page, client: UserRow) {
  const answer = await page.request.get(`/api/admin/users/${client.id}/blocking-orders`);
  const { results } = (await answer.json()) as {
    results: { id: number; code: number; issuerUserId: number | null; revokedAt: string | null }[];
  };
  return results.filter((order) => order.revokedAt === null);
}

/** Waits until the machine has started no ride for a heartbeat and a ride's length after `blockedAt`. */
async function expectNoRideStartedAfter(page: Page, client: UserRow, licenseKey: string, blockedAt: Date) {
  // A ride under way when the block came finishes; none starts once the machine has heard of the block.
  const heard = new Date(blockedAt.getTime() + heartbeatMs + 1000);
  await page.waitForTimeout(heartbeatMs * 3);
  expect(await ridesSince(page, client, licenseKey, heard)).toEqual([]);
}

test('a machine stops on a block, spends the coins until the account blocks itself, and plays again on new coins', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@example.com');
  const { client, license } = await journeyClient(page);
  await insertCoins(page, client, 1000 - (await balanceOf(page, client)), browser);

  const stateDir = mkdtempSync(join(tmpdir(), 'orbit-simulator-journey-'));
  const emulator: ChildProcess = spawn(
    process.execPath,
    [
      'apps/simulator/src/main.ts',
      ...['--url', new URL(page.url()).origin, '--devices', '1', '--licenses', license.key],
      ...['--minutes', '5', '--speed', String(speed), '--offline-share', '0', '--clock-skew-share', '0'],
      ...['--duplicate-share', '0', '--state-dir', stateDir, '--progress-seconds', '60'],
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  emulator.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  emulator.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    const started = new Date();
    // The machine activates, plays and delivers its first rides.
    await expect
      .poll(async () => (await ridesSince(page, client, license.key, started)).length, { timeout: 60_000 })
      .toBeGreaterThan(0);

    // Staff block the licence on the client page: the machine starts no new ride after its next heartbeat.
    await page.goto(`/dash/admin/clients/${client.id}`);
    const section = page.getByRole('region', { name: 'Licences' });
    await section.getByRole('searchbox', { name: 'Search licences' }).fill(license.label);
    await section.getByRole('button', { name: `Block licence: ${license.label}` }).click();
    const block = page.getByRole('dialog', { name: `Block ${license.label}?` });
    await block.getByRole('combobox', { name: /Reason/ }).selectOption({ label: 'Financial debt' });
    await block.getByRole('button', { name: 'Block licence' }).click();
    const blockedAt = new Date();
    await expect(page.getByText(`Blocking order #4 created for ${license.label}.`)).toBeVisible();
    await expectNoRideStartedAfter(page, client, license.key, blockedAt);

    // The order finished, the machine plays again; its coins then run low.
    const [order] = await openOrders(page, client);
    if (!order) throw new Error('The block made no order');
    const finish = await page.request.patch('/api/admin/users/blocking-orders/finish', {
      headers: sameOrigin(page),
      data: { id: order.id },
    });
    expect(finish.status()).toBe(200);
    await insertCoins(page, client, 4 - (await balanceOf(page, client)), browser);
    const lowAt = new Date();

    // Its rides take the balance below one ride's price: the account blocks itself, as the system.
    await expect
      .poll(async () => (await openOrders(page, client)).find((open) => open.issuerUserId === null)?.code, {
        timeout: 90_000,
      })
      .toBe(2);
    const selfBlockedAt = new Date();
    expect((await ridesSince(page, client, license.key, lowAt)).length).toBeGreaterThan(0);
    expect(await balanceOf(page, client)).toBeLessThan(4);

    // The client sees the red banner.
    const clientContext = await browser.newContext();
    const clientPage = await clientContext.newPage();
    await signIn(clientPage, client.email);
    await expect(clientPage.getByRole('region', { name: 'Your account is blocked' })).toBeVisible({ timeout: 20_000 });
    await expectNoRideStartedAfter(page, client, license.key, selfBlockedAt);

    // Staff insert coins: the automatic order finishes and the machine plays again.
    await page.goto(`/dash/admin/clients/${client.id}`);
    await page.getByRole('button', { name: 'Insert coins' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert coins' });
    await dialog.getByRole('textbox', { name: 'Amount of coins' }).fill('500');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await expect(dialog.getByText('500 coins inserted')).toBeVisible();
    const paidAt = new Date();
    expect(await openOrders(page, client)).toEqual([]);
    await clientPage.reload();
    await expect(clientPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(clientPage.getByRole('region', { name: 'Your account is blocked' })).toHaveCount(0);
    await expect
      .poll(async () => (await ridesSince(page, client, license.key, paidAt)).length, { timeout: 60_000 })
      .toBeGreaterThan(0);
    await clientContext.close();
  } finally {
    emulator.kill('SIGINT');
    await new Promise((done) => emulator.once('exit', done));
    rmSync(stateDir, { recursive: true, force: true });
  }
  // Every ride the machine played was accepted once: no conflict, no refusal.
  const summary = output.join('');
  expect(summary).toMatch(/conflicts\s+0/);
  expect(summary).toMatch(/rejected\s+0/);
});
