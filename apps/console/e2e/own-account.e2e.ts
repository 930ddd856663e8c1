import { expect, test, type Page } from '@playwright/test';
import { watchConsoleErrors } from './console-errors.ts';
import { mailedLink } from './mailbox.ts';

/** An account of its own, so the demo accounts keep what the other journeys expect. */
async function newAccount(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  const countries = (await (await page.request.get('/api/countries')).json()) as { id: number }[];
  const signUp = await page.request.post('/api/sign-up', {
    data: { name, email, countryId: countries[0]?.id, password: 'first2026', timezone: 'Europe/Lisbon' },
  });
  expect(signUp.ok()).toBe(true);
  return email;
}

async function signIn(page: Page, email: string, password = 'first2026') {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

test('a client changes the email: it waits for the mailed link, then the new address signs in', async ({
  page,
  browser,
}) => {
  const email = await newAccount(page, 'Rui Teles');
  const newEmail = email.replace('@', '.moved@');
  const errors = watchConsoleErrors(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dash$/);
  await page.getByRole('link', { name: 'Rui Teles' }).click();
  await expect(page).toHaveURL(/\/dash\/me$/);

  const emailCard = page.getByRole('region', { name: 'Email' });
  await emailCard.getByRole('button', { name: 'Change email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your email' });
  await dialog.getByLabel(/^new email/i).fill(newEmail);
  await dialog.getByLabel(/^current password/i).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/current password is wrong/);
  await dialog.getByLabel(/^current password/i).fill('first2026');
  await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(dialog.getByRole('status')).toContainText(`We sent a link to ${newEmail}`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(emailCard.getByRole('status')).toContainText(`Your email becomes ${newEmail}`);

  // Until the new address confirms, the account keeps the old one; the old one was told, with a link to cancel.
  await mailedLink(email, '/email-change/cancel');
  expect((await page.request.post('/api/sign-in', { data: { email: newEmail, password: 'first2026' } })).status()).toBe(
    401,
  );

  // The link is opened where nobody is signed in.
  const mailbox = await browser.newContext();
  const confirmPage = await mailbox.newPage();
  await confirmPage.goto(await mailedLink(newEmail, '/email-change/confirm'));
  await expect(confirmPage.getByRole('heading', { level: 1 })).toHaveText('Email changed');
  await mailbox.close();

  // Every session of the account ended with the change; the new address signs in, the old one no longer.
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, email);
  await expect(page.getByRole('alert')).toContainText(/wrong/i);
  await signIn(page, newEmail);
  await expect(page).toHaveURL(/\/dash$/);
  await page.goto('/dash/me');
  await expect(page.getByRole('definition').filter({ hasText: newEmail })).toBeVisible();
  expect(errors.filter((text) => !/status of 40[01]/.test(text))).toEqual([]);
});

test('a client lists the open sessions and ends the one on another device', async ({ page, browser }) => {
  const email = await newAccount(page, 'Lia Castro');
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await signIn(other, email);
  await expect(other).toHaveURL(/\/dash$/);

  const errors = watchConsoleErrors(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dash$/);
  await page.goto('/dash/me');
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  const current = sessions.getByRole('listitem').filter({ hasText: 'This session' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('127.0.0.1');
  await expect(current.getByRole('button')).toHaveCount(0);

  await sessions.getByRole('button', { name: /^End session: / }).click();
  await expect(sessions.getByRole('status')).toContainText('Ended 1 session(s).');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByText('No other session is open.')).toBeVisible();

  // The other device is signed out at once; this one stays.
  expect((await other.request.get('/api/me')).status()).toBe(401);
  expect((await page.request.get('/api/me')).status()).toBe(200);
  await otherDevice.close();
  expect(errors.filter((text) => !/status of 40[01]/.test(text))).toEqual([]);
});
