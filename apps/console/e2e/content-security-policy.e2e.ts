import { expect, test } from '@playwright/test';
import { watchConsoleErrors } from './console-errors.ts';

/** ADR 0021: the console runs under its Content-Security-Policy without one violation or console error. */
test('the console runs under its Content-Security-Policy: every client screen, a PDF and the password dialog', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  const first = await page.goto('/sign-in');
  const policy = first?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+'/);
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');

  await page.getByLabel(/email/i).fill('client@example.com');
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
  await expect(page.getByRole('img', { name: 'Customers per month' })).toBeVisible();

  await page
    .getByRole('link', { name: /^Licen/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'All my licences' })).toBeVisible();
  await page.getByRole('table', { name: 'Your licences' }).getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  const licensePdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await licensePdf;

  await page.goto('/dash/wallet');
  await expect(page.getByRole('table', { name: 'Coin records' }).getByRole('row').nth(1)).toBeVisible();
  await page.goto('/dash/news');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/dash/me');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change your password' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  // The current-user call answers 401 once signed out; Chromium logs that answer, which is no policy error.
  expect(errors.filter((text) => !text.includes('status of 401'))).toEqual([]);
});

test('a link or an image cannot sign anyone out; the console signs out with a POST', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill('supervisor@example.com');
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dash$/);

  // Typed into the address bar, as a link would open it: refused, and the session lives on.
  const navigated = await page.goto('/api/sign-out');
  expect(navigated?.status()).toBe(403);
  await page.goto('/dash/me');
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();

  const signOut = page.waitForRequest((request) => request.url().endsWith('/api/sign-out'));
  await page.getByRole('button', { name: /sign out/i }).click();
  expect((await signOut).method()).toBe('POST');
  await expect(page).toHaveURL(/\/sign-in$/);
});
