import { expect, test } from '@playwright/test';

test('a client sees the dashboard charts, the wallet and its PDF, then switches to Portuguese', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill('client@example.com');
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dash$/);

  // The dashboard: three key figures and four charts, each a picture named by its title. The demo's venues open at
  // 10:00, so on the first of a month before then the month's charts and wallet say they have nothing to show yet.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tickets in total' })).toContainText(/\d/);
  const ridesThisMonth = page.getByRole('group', { name: 'Rides this month' });
  await expect(ridesThisMonth).toContainText(/\d/);
  const monthHasRides = !/^0$/.test((await ridesThisMonth.getByRole('paragraph').nth(1).textContent()) ?? '');
  for (const chart of ['Customers per licence by month', 'Customers per month']) {
    await expect(page.getByRole('img', { name: chart })).toBeVisible();
  }
  for (const chart of ['Licence ranking of the month', 'Scenario share of the month']) {
    if (monthHasRides) await expect(page.getByRole('img', { name: chart })).toBeVisible();
    else await expect(page.getByRole('figure', { name: chart })).toContainText('No data for the selected period.');
  }

  // The wallet: the month card, the coin records and a PDF of them.
  await page.getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/dash\/wallet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Rides', exact: true })).toContainText(/\d/);
  const records = page.getByRole('table', { name: 'Coin records' });
  await expect(records.getByRole('row').nth(1)).toContainText(/\+\d/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF of the coin records' }).click();
  expect((await download).suggestedFilename()).toBe('carlos-mendes-wallet-records.pdf');

  // The wallet consumptions answer the search.
  if (monthHasRides) {
    const consumptions = page.getByRole('table', { name: 'Wallet consumptions' });
    await expect(consumptions.getByRole('row').nth(1)).toBeVisible();
    await page.getByLabel('Search consumptions').fill('no such ride anywhere');
    await expect(page.getByText('No consumption matches “no such ride anywhere”.')).toBeVisible();
  } else {
    await expect(page.getByRole('region', { name: 'Wallet consumptions' })).toContainText(
      'No data for the selected period.',
    );
  }

  // The language switcher reloads the page in Portuguese.
  await page.getByLabel('Language').selectOption('pt');
  await expect(page.getByRole('heading', { level: 1, name: 'Carteira' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Registros de moedas' })).toBeVisible();
});
