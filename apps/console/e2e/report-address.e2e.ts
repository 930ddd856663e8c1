import { expect, test, type Page } from '@playwright/test';

/** A report's search in the address (ADR 0066), against the real server and its demo business. */

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
}

/** "Records: 12,345 · page 2 of 3", once the page's answer is in. */
const recordsLine = (page: Page, pageNumber: number) =>
  page.getByText(new RegExp(`^Records: [\\d,]+ · page ${pageNumber} of \\d+$`));

test('a searched report keeps its page on reload, opens for a colleague from its address, and back returns to page 1', async ({
  page,
  browser,
}) => {
  // Four searches over every client's rides of a year, each one counted on the embedded database: on a busy 2-core
  // machine they take longer than a minute together.
  test.slow();
  await signIn(page, 'admin@example.com');
  await page.goto('/dash/admin/reports/rides');
  await page.getByRole('button', { name: 'Select all clients' }).click();
  await expect(page.getByRole('button', { name: 'Select all licences' })).toBeEnabled();
  await page.getByRole('button', { name: 'Select all licences' }).click();
  await page.getByRole('button', { name: /^Period/ }).click();
  await page.getByRole('button', { name: 'Last 12 months' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  // Choosing filters leaves the address alone; Search writes it.
  await expect(page).toHaveURL(/\/dash\/admin\/reports\/rides$/);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(recordsLine(page, 1)).toBeVisible({ timeout: 30_000 });
  // Every client and every licence of theirs: two short tokens, not thousands of ids.
  await expect(page).toHaveURL(/\?clients=all&licenses=all&from=[\d-]+T00%3A00&to=[\d-]+T23%3A59&tz=Europe%2FLisbon$/);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/&page=2$/);
  await expect(recordsLine(page, 2)).toBeVisible({ timeout: 30_000 });
  const line = await recordsLine(page, 2).textContent();
  const firstRide = await page.getByRole('table', { name: 'Rides' }).getByRole('row').nth(1).textContent();

  await page.reload();
  await expect(recordsLine(page, 2)).toHaveText(line ?? '', { timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Rides' }).getByRole('row').nth(1)).toHaveText(firstRide ?? '');

  // A colleague in São Paulo opens the copied address on a phone: the same rides (the period read in Lisbon's time,
  // where it was picked), the same page, nothing wider than the screen.
  const colleague = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const theirs = await colleague.newPage();
  await signIn(theirs, 'supervisor@example.com');
  await theirs.goto(page.url());
  await expect(theirs.getByRole('heading', { level: 1, name: 'Rides' })).toBeVisible();
  await expect(recordsLine(theirs, 2)).toHaveText(line ?? '', { timeout: 30_000 });
  const sideways = await theirs.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await colleague.close();

  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  await expect(recordsLine(page, 1)).toBeVisible({ timeout: 30_000 });
});

test('a report by month opened from a colleague’s link shows the months of the zone the link names, and says which', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@example.com');
  await page.goto('/dash/admin/reports/consumption-by-month');
  const countries = page.getByRole('combobox', { name: /Countries/ });
  await expect(countries).toBeEnabled();
  await countries.fill('Brazil');
  await page
    .getByRole('option', { name: /Brazil/ })
    .first()
    .click();
  await countries.press('Escape');
  await page.getByRole('button', { name: /^Period/ }).click();
  await page.getByRole('button', { name: 'Last 12 months' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\?countries=76&from=[\d-]+T00%3A00&to=[\d-]+T23%3A59&tz=Europe%2FLisbon$/);
  await expect(page.getByText('Times in Europe/Lisbon')).toBeVisible();
  const table = page.getByRole('table', { name: 'Consumption by month' });
  await expect(table.getByRole('rowheader', { name: 'Total of the period' })).toBeVisible({ timeout: 30_000 });
  const months = await table.getByRole('row').allTextContents();
  expect(months.length).toBeGreaterThanOrEqual(12);

  // The supervisor works from São Paulo: the link still cuts the months at Lisbon's midnights, as the page says.
  const colleague = await browser.newContext();
  const theirs = await colleague.newPage();
  await signIn(theirs, 'supervisor@example.com');
  await theirs.goto(page.url());
  await expect(theirs.getByText('Times in Europe/Lisbon')).toBeVisible();
  const theirTable = theirs.getByRole('table', { name: 'Consumption by month' });
  await expect(theirTable.getByRole('rowheader', { name: 'Total of the period' })).toBeVisible({ timeout: 30_000 });
  expect(await theirTable.getByRole('row').allTextContents()).toEqual(months);

  // On request, the same instants in their own zone: the months are then cut at São Paulo's midnights.
  await theirs.getByRole('button', { name: 'Use my time zone (America/Sao_Paulo)' }).click();
  await expect(theirs).toHaveURL(/&tz=America%2FSao_Paulo$/);
  await expect(theirs.getByText('Times in America/Sao_Paulo')).toBeVisible();
  await expect(theirs.getByRole('button', { name: /^Use my time zone/ })).toHaveCount(0);
  await colleague.close();
});
