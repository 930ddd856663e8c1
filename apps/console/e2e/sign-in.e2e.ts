import { expect, test } from '@playwright/test';

test('a client signs in, sees the dashboard with their name and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel(/email/i).fill('client@example.com');
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /sign in/i }).click();

  await expect(page).toHaveURL(/\/dash$/);
  const me = await page.request.get('/api/me');
  const { name } = (await me.json()) as { name: string };
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/dashboard/i);
  // The sidebar greets the person by name, cut to 16 characters (docs/domain.md#screens-and-addresses).
  await expect(page.getByText(`Hello, ${name.slice(0, 16)}`)).toBeVisible();

  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test('a wrong password shows the error message and stays on /sign-in', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill('client@example.com');
  await page.getByLabel(/^password/i).fill('not-the-password');
  await page.getByRole('button', { name: /sign in/i }).click();

  await expect(page.getByRole('alert')).toContainText(/wrong/i);
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('an unknown page shows not-found with a link home, and /api stays JSON', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('link', { name: /home/i })).toBeVisible();
  const api = await page.request.get('/api/no/such/call');
  expect(api.status()).toBe(404);
  expect(await api.json()).toHaveProperty('message');
});
