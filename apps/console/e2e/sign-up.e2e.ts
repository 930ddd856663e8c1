import { expect, test } from '@playwright/test';
import { mailedLink } from './mailbox.ts';

test('a person signs up, is told to check the mailbox and confirms the address through the mailed link', async ({
  page,
}) => {
  const email = `sign-up-${Date.now()}@example.com`;
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);

  await page.getByLabel(/^name/i).fill('Marta Sousa');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^country/i).selectOption({ label: 'Portugal' });
  await page.getByLabel(/^password/i).fill('orbit2026');
  await page.getByLabel(/^repeat password/i).fill('orbit2026');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/sign-up\/validate-email$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your mailbox');

  await page.goto(await mailedLink(email, '/sign-up/validate-email'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email confirmed');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('an address that is already registered is refused with a message and stays on /sign-up', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel(/^name/i).fill('Someone Else');
  await page.getByLabel(/^email/i).fill('client@example.com');
  await page.getByLabel(/^country/i).selectOption({ label: 'Brazil' });
  await page.getByLabel(/^password/i).fill('orbit2026');
  await page.getByLabel(/^repeat password/i).fill('orbit2026');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('alert')).toContainText('already registered');
  await expect(page).toHaveURL(/\/sign-up$/);
});
