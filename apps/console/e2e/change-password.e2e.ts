import { expect, test } from '@playwright/test';
import { watchConsoleErrors } from './console-errors.ts';

test('a client changes the password from the profile; another open session ends, the new password signs in', async ({
  page,
  browser,
}) => {
  // An account of its own, so the demo accounts keep the password the other journeys use.
  const email = `change-${Date.now()}@example.com`;
  const countries = (await (await page.request.get('/api/countries')).json()) as { id: number }[];
  const signUp = await page.request.post('/api/sign-up', {
    data: { name: 'Inês Prado', email, countryId: countries[0]?.id, password: 'first2026', timezone: 'Europe/Lisbon' },
  });
  expect(signUp.ok()).toBe(true);

  // A second device, signed in before the change.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await other.goto('/sign-in');
  await other.getByLabel(/email/i).fill(email);
  await other.getByLabel(/^password/i).fill('first2026');
  await other.getByRole('button', { name: /sign in/i }).click();
  await expect(other).toHaveURL(/\/dash$/);

  const errors = watchConsoleErrors(page);
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('first2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
  await page.getByRole('link', { name: 'Inês Prado' }).click();
  await expect(page).toHaveURL(/\/dash\/me$/);

  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await expect(dialog.getByLabel(/^current password/i)).toBeFocused();

  // A wrong current password is refused and said so.
  await dialog.getByLabel(/^current password/i).fill('not-my-password');
  await dialog.getByLabel(/^new password/i).fill('second2026');
  await dialog.getByLabel(/^repeat the new password/i).fill('second2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/current password is wrong/);

  // So is one of the most common passwords.
  await dialog.getByLabel(/^current password/i).fill('first2026');
  await dialog.getByLabel(/^new password/i).fill('Password1');
  await dialog.getByLabel(/^repeat the new password/i).fill('Password1');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/most common/);

  await dialog.getByLabel(/^new password/i).fill('second2026');
  await dialog.getByLabel(/^repeat the new password/i).fill('second2026');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Your password was changed/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // This session stays; the other device's ended at once.
  expect((await page.request.get('/api/me')).status()).toBe(200);
  expect((await other.request.get('/api/me')).status()).toBe(401);
  await otherDevice.close();

  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('first2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('alert')).toContainText(/wrong/i);
  await page.getByLabel(/^password/i).fill('second2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
  expect(errors.filter((text) => !/status of 40[01]/.test(text))).toEqual([]);
});
