import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';

/**
 * Live screens (ADR 0082): what staff change for a client shows on the client's open console within two seconds,
 * from the live stream, without a reload and without waiting for the 30-second polling.
 */
test('a client sees coins inserted and a block opened and finished by staff within two seconds', async ({
  page,
  browser,
}) => {
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/live'));
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill('client@example.com');
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
  expect((await stream).status()).toBe(200);
  const me = (await (await page.request.get('/api/me')).json()) as { id: number };

  await page.getByRole('link', { name: 'Wallet' }).click();
  const records = page.getByRole('table', { name: 'Coin records' });
  await expect(records.getByRole('row').nth(1)).toBeVisible();
  // Set on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  // Staff, in a browser of their own, call the API as the console does.
  const staff = await browser.newContext();
  const signIn = await staff.request.post('/api/sign-in', {
    data: { email: 'admin@example.com', password: 'demo1234' },
  });
  expect(signIn.ok()).toBe(true);

  const amount = 4_321;
  const inserted = await staff.request.post(`/api/admin/users/${me.id}/wallet-records`, {
    data: { amount },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(inserted.ok()).toBe(true);
  await expect(records.getByRole('row').nth(1)).toContainText('4,321', { timeout: 2_000 });

  const blocked = await staff.request.post('/api/admin/users/blocking-orders', {
    data: { reason: 'financial-debt', userId: me.id },
  });
  expect(blocked.ok()).toBe(true);
  const banner = page.getByRole('region', { name: 'Your account is blocked' });
  await expect(banner).toBeVisible({ timeout: 2_000 });

  const { id } = (await blocked.json()) as { id: number };
  const finished = await staff.request.patch('/api/admin/users/blocking-orders/finish', { data: { id } });
  expect(finished.ok()).toBe(true);
  await expect(banner).toBeHidden({ timeout: 2_000 });

  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  await staff.close();
});
