import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchConsoleErrors } from './console-errors.ts';
import { mailedLink } from './mailbox.ts';

interface UserRow {
  id: number;
  name: string;
  email: string;
}

/** What the live stream must take at most, from what staff did to what the client's open pages show (ADR 0082). */
const liveWithinMs = 2_000;

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
}

const sameOrigin = (page: Page) => ({ origin: new URL(page.url()).origin });

/**
 * A demo client no other journey changes (from the twentieth newest on: the ones before are other journeys'), with no
 * open blocking order and an open licence, so that its wallet page shows its coin records.
 */
async function journeyClient(staff: Page): Promise<UserRow> {
  const answer = await staff.request.get('/api/admin/users?orderby=id&order=desc&limit=40');
  for (const client of ((await answer.json()) as { results: UserRow[] }).results.slice(20)) {
    const orders = await staff.request.get(`/api/admin/users/${client.id}/blocking-orders?limit=100`);
    const open = ((await orders.json()) as { results: { revokedAt: string | null }[] }).results.filter(
      (order) => order.revokedAt === null,
    );
    if (open.length > 0) continue;
    const licenses = await staff.request.get(`/api/admin/users/${client.id}/licenses/activations`);
    const { results } = (await licenses.json()) as { results: { revokedAt: string | null }[] };
    if (results.some((license) => !license.revokedAt)) return client;
  }
  throw new Error('No demo client fits the journey');
}

async function coinsBalanceOf(staff: Page, client: UserRow): Promise<number> {
  const answer = await staff.request.get(`/api/admin/users/${client.id}/wallet-balance`);
  return ((await answer.json()) as { coinsBalance: number }).coinsBalance;
}

/** The unread count the bell says, once it has loaded. */
async function unreadOf(bell: Locator): Promise<number> {
  await expect(bell).not.toHaveAttribute('aria-busy', 'true');
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/unread: (\d+)/.exec(name)?.[1] ?? 0);
}

/** How long after `since` the expectation came true, which must be within the live stream’s promise. */
async function within(since: number, expectation: () => Promise<void>): Promise<number> {
  await expectation();
  const elapsed = Date.now() - since;
  expect(elapsed).toBeLessThanOrEqual(liveWithinMs);
  return elapsed;
}

test('a client’s open pages follow what staff do within 2 seconds, and a mail-only kind mails without a bell entry', async ({
  page: staff,
  browser,
}) => {
  await signIn(staff, 'admin@example.com');
  const client = await journeyClient(staff);

  // The client has the dashboard open in one tab and the wallet in another, and reloads neither.
  const clientBrowser = await browser.newContext();
  const dashboard = await clientBrowser.newPage();
  const errors = watchConsoleErrors(dashboard);
  await signIn(dashboard, client.email);
  const wallet = await clientBrowser.newPage();
  await wallet.goto('/dash/wallet');
  // Set on each document: a reload would lose it.
  for (const page of [dashboard, wallet]) await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const notReloaded = async (page: Page) => expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  const bell = dashboard.getByRole('button', { name: /^Notifications/ });
  const unreadBefore = await unreadOf(bell);
  let balance = await coinsBalanceOf(staff, client);
  const balanceShown = (coins: number) =>
    wallet.getByText(`Balance: ${new Intl.NumberFormat('en-US').format(coins)} coins`);
  await expect(balanceShown(balance)).toBeVisible();
  const timings: Record<string, number> = {};

  // Staff insert coins from the client's page: the bell counts one more and the wallet shows the new balance.
  await staff.goto(`/dash/admin/clients/${client.id}`);
  await expect(staff.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
  await staff.getByRole('button', { name: 'Insert coins' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Insert coins' });
  await dialog.getByRole('textbox', { name: 'Amount of coins' }).fill('25');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog.getByText('25 coins inserted')).toBeVisible();
  let since = Date.now();
  balance += 25;
  timings.bellAfterCoins = await within(since, () =>
    expect(bell).toHaveAccessibleName(`Notifications, unread: ${unreadBefore + 1}`, { timeout: liveWithinMs }),
  );
  timings.walletAfterCoins = await within(since, () =>
    expect(balanceShown(balance)).toBeVisible({ timeout: liveWithinMs }),
  );

  // Staff block the account: the dashboard shows the red banner and the bell one more.
  const order = await staff.request.post('/api/admin/users/blocking-orders', {
    headers: sameOrigin(staff),
    data: { reason: 'financial-debt', userId: client.id },
  });
  expect(order.status()).toBe(200);
  since = Date.now();
  const banner = dashboard.getByRole('region', { name: 'Your account is blocked' });
  timings.banner = await within(since, () => expect(banner).toBeVisible({ timeout: liveWithinMs }));
  timings.bellAfterBlock = await within(since, () =>
    expect(bell).toHaveAccessibleName(`Notifications, unread: ${unreadBefore + 2}`, { timeout: liveWithinMs }),
  );

  // The panel lists both, newest first, each leading to its subject.
  await bell.click();
  const panel = dashboard.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('link').first()).toContainText('Your account was blocked');
  await expect(panel.getByRole('link', { name: /coins/i }).first()).toHaveAttribute('href', '/dash/wallet');
  await dashboard.keyboard.press('Escape');
  await expect(bell).toBeFocused();
  await notReloaded(dashboard);

  // Coins by mail only: the next insertion is mailed, and the bell stays as it was.
  await dashboard.getByRole('navigation').locator('a[href="/dash/me"]').click();
  await expect(dashboard).toHaveURL(/\/dash\/me$/);
  const preferences = dashboard.getByRole('form', { name: 'Notifications' });
  const coins = preferences.getByRole('group', { name: 'Coins added to the wallet' });
  await coins.getByRole('checkbox', { name: 'In the console' }).uncheck();
  await coins.getByRole('checkbox', { name: 'By mail' }).check();
  await preferences.getByRole('button', { name: 'Save preferences' }).click();
  await expect(dashboard.getByText('Your notification preferences were saved.')).toBeVisible();

  const insertion = await staff.request.post(`/api/admin/users/${client.id}/wallet-records`, {
    headers: { ...sameOrigin(staff), 'idempotency-key': `live-journey-${client.id}-${Date.now()}` },
    data: { amount: 10 },
  });
  expect(insertion.status()).toBe(200);
  since = Date.now();
  balance += 10;
  timings.walletAfterMailOnly = await within(since, () =>
    expect(balanceShown(balance)).toBeVisible({ timeout: liveWithinMs }),
  );
  expect(await mailedLink(client.email, '/dash/wallet')).toBe('/dash/wallet');
  expect(await unreadOf(bell)).toBe(unreadBefore + 2);

  // Staff finish the block: the banner goes.
  const { id } = (await order.json()) as { id: number };
  const finished = await staff.request.patch('/api/admin/users/blocking-orders/finish', {
    headers: sameOrigin(staff),
    data: { id },
  });
  expect(finished.status()).toBe(200);
  since = Date.now();
  timings.bannerGone = await within(since, () => expect(banner).toBeHidden({ timeout: liveWithinMs }));
  for (const page of [dashboard, wallet]) await notReloaded(page);

  test.info().annotations.push({ type: 'live update times (ms)', description: JSON.stringify(timings) });
  console.log(`live update times (ms): ${JSON.stringify(timings)}`);
  expect(errors).toEqual([]);
  await clientBrowser.close();
});
