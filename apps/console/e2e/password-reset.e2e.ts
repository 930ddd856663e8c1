import { expect, test } from '@playwright/test';
import { mailedLink } from './mailbox.ts';

test('a client resets the password through the mailed link and signs in with the new one', async ({ page }) => {
  // An account of its own, so the demo accounts keep the password the other journeys use.
  const email = `reset-${Date.now()}@example.com`;
  const countries = (await (await page.request.get('/api/countries')).json()) as { id: number }[];
  const signUp = await page.request.post('/api/sign-up', {
    data: { name: 'Rui Lopes', email, countryId: countries[0]?.id, password: 'first2026', timezone: 'Europe/Lisbon' },
  });
  expect(signUp.ok()).toBe(true);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password\/request$/);
  // The address changes before the lazily loaded screen replaces the sign-in form; wait for the new screen.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel(/^email/i).fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText(`We sent a link to ${email}.`);

  const link = await mailedLink(email, '/reset-password/reset');
  await page.goto(link);
  await page.getByLabel(/^new password/i).fill('second2026');
  await page.getByLabel(/^repeat the new password/i).fill('second2026');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password changed');

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('second2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dash$/);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link not valid');
});

test('an unknown address is told "E-mail not found"', async ({ page }) => {
  await page.goto('/reset-password/request');
  await page.getByLabel(/^email/i).fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('alert')).toHaveText(/E-mail not found\./);
  await expect(page).toHaveURL(/\/reset-password\/request$/);
});
