import { expect, test } from '@playwright/test';

test('a blocked client sees the red banner, asks for a temporary unblock and then sees the amber one', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill('blocked@example.com');
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dash$/);

  const blocked = page.getByRole('region', { name: 'Your account is blocked' });
  // The banner waits for the orders and the requests, on a server that may be busy.
  await expect(blocked).toBeVisible({ timeout: 20_000 });
  const request = blocked.getByRole('button', { name: 'Unblock for 7 days' });
  // The store stays reachable while blocked: an external link of the brand, opened in a new tab.
  const store = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Store/ });
  await expect(store).toHaveAttribute('href', /^https:\/\//);
  await expect(store).toHaveAttribute('target', '_blank');

  // A granted request reloads the page, which then shows the temporary unblock.
  const reloaded = page.waitForEvent('load');
  await request.click();
  await reloaded;

  const unblocked = page.getByRole('region', { name: 'Temporarily unblocked' });
  await expect(unblocked).toBeVisible({ timeout: 20_000 });
  await expect(unblocked).toContainText(/unblocked until/);
  await expect(page.getByRole('region', { name: 'Your account is blocked' })).toHaveCount(0);

  // A second request while this one is under review is refused with 409.
  const again = await page.request.post('/api/temporary-unblock-requests', {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ message: 'there is already an unblock request under review' });
});
