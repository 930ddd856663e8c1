import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import Papa from 'papaparse';

/** Admin journeys through the staff reports, against the real server and its demo business. */

async function signInAsAdmin(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill('admin@example.com');
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
}

async function openReport(page: Page, name: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByRole('link', { name: `View ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function choose(page: Page, picker: RegExp, option: string) {
  const combobox = page.getByRole('combobox', { name: picker });
  await expect(combobox).toBeEnabled();
  await combobox.fill(option);
  await page
    .getByRole('option', { name: new RegExp(option) })
    .first()
    .click();
  await combobox.press('Escape');
}

async function choosePeriod(page: Page, preset: string) {
  await page.getByRole('button', { name: /^Period/ }).click();
  await page.getByRole('button', { name: preset }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
}

/** The CSV of a download, without its byte-order mark, parsed into records (the header row first). */
async function csvOf(download: Download): Promise<string[][]> {
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text.trimEnd(), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** "Records: 1,234" (and the page, when there are several) as a number. */
async function recordsShown(page: Page): Promise<number> {
  const text = (await page.getByText(/^Records: [\d,]+/).textContent()) ?? '';
  return Number(/Records: ([\d,]+)/.exec(text)?.[1]?.replaceAll(',', ''));
}

const number = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

test('the rides of one client and two licences over a month, exported to CSV and PDF', async ({ page }) => {
  await signInAsAdmin(page);
  await openReport(page, 'Rides');
  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
  await choose(page, /Clients/, 'Carlos Mendes');
  await choose(page, /Licences/, 'Parque Aventura 1');
  await choose(page, /Licences/, 'Parque Aventura 2');
  await choosePeriod(page, 'Last month');
  await page.getByRole('button', { name: 'Search' }).click();

  const table = page.getByRole('table', { name: 'Rides' });
  await expect(table.getByRole('rowheader', { name: 'Total of the period' })).toBeVisible();
  const records = await recordsShown(page);
  expect(records).toBeGreaterThan(0);
  expect(records).toBeLessThanOrEqual(5000);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV of this page' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^rides-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = await csvOf(csvFile);
  expect(header?.slice(0, 3)).toEqual(['Date', 'Client', 'Licence']);
  expect(rows).toHaveLength(records);
  expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(['Parque Aventura 1', 'Parque Aventura 2']));
  expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['Carlos Mendes']));

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'PDF of this page' }).click();
  const pdfFile = await pdfDownload;
  expect(pdfFile.suggestedFilename()).toMatch(/^rides-carlos-mendes-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readFile(await pdfFile.path(), 'latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  // A4 landscape, in points: every page wider than tall.
  const pages = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, width, height]) => [
    Number(width),
    Number(height),
  ]);
  expect(pages.length).toBeGreaterThan(0);
  for (const [width = 0, height = 0] of pages) expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
  expect(pdf).toContain('(Rides)');
  expect(pdf).toContain('(Total of the period)');
});

test('consumption by month searches by itself once countries and a period are chosen', async ({ page }) => {
  await signInAsAdmin(page);
  await openReport(page, 'Consumption by month');
  await expect(page.getByRole('button', { name: 'Search' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Select all countries' }).click();
  await choosePeriod(page, 'Last 12 months');
  await expect(page.getByRole('img', { name: /Customers per month/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Consumption by month' });
  await expect(table.getByRole('rowheader', { name: 'Total of the period' })).toBeVisible();
  expect(await recordsShown(page)).toBeGreaterThanOrEqual(12);
});

test('exporting every ride of a large report confirms, shows progress, retries a failed part and yields every row', async ({
  page,
}) => {
  // A year of every client's rides, searched and then exported in parts: over a minute on a busy 2-core machine.
  test.slow();
  await signInAsAdmin(page);
  await openReport(page, 'Rides');
  await page.getByRole('button', { name: 'Select all clients' }).click();
  await expect(page.getByRole('button', { name: 'Select all licences' })).toBeEnabled();
  await page.getByRole('button', { name: 'Select all licences' }).click();
  await expect(page.getByText(/^You chose \d+ licences: the report may take a while\.$/)).toBeVisible();
  await choosePeriod(page, 'Last 12 months');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(/^Records: [\d,]+ · page 1 of \d+$/)).toBeVisible({ timeout: 30_000 });
  const records = await recordsShown(page);
  expect(records).toBeGreaterThan(5000);

  // The first request of the file breaks off, as a dropped connection would. The second waits until the dialog has
  // said that it tries again: the message shows only until records arrive, which a fast answer could make too short
  // for the test to see.
  let attempts = 0;
  let releaseRetry = () => {};
  const retryAnnounced = new Promise<void>((resolve) => (releaseRetry = resolve));
  await page.route('**/api/admin/reports/consumptions/csv*', async (route) => {
    attempts += 1;
    if (attempts === 1) {
      await route.abort('connectionreset');
      return;
    }
    await retryAnnounced;
    await route.continue();
  });

  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'All records (CSV)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export all records' });
  await expect(dialog).toContainText(
    `The report will contain ${records.toLocaleString('en')} records. Do you want to continue?`,
  );
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await expect(dialog).toContainText(/\d+% · [\d,]+ of [\d,]+ records/);
  await expect(dialog.getByText(/Trying again/)).toBeVisible();
  releaseRetry();
  const file = await download;
  await expect(dialog).toContainText(`${records.toLocaleString('en')} records saved in`, { timeout: 30_000 });
  expect(attempts).toBe(2);

  const [header, ...rows] = await csvOf(file);
  expect(header?.slice(0, 4)).toEqual(['id', 'consumedAt', 'syncedAt', 'licenseKey']);
  expect(rows).toHaveLength(records);
  expect(new Set(rows.map((row) => row[0])).size).toBe(records);
});

test('the wallet statement’s summary equals the sum of its rows', async ({ page }) => {
  await signInAsAdmin(page);
  await openReport(page, 'Wallet statement');
  await choose(page, /Client/, 'Carlos Mendes');
  await choosePeriod(page, 'Last month');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('table', { name: 'Wallet statement' })).toBeVisible();

  const card = async (name: string) =>
    number(await page.getByRole('group', { name }).locator('p').nth(1).textContent());
  await expect(page.getByRole('group', { name: 'Customers' })).toContainText(/\d/);
  const summary = {
    rides: await card('Rides'),
    customers: await card('Customers'),
    creditsAdded: await card('Credits added'),
    creditsKeyboard: await card('Credits added on keyboard'),
    creditsExpired: await card('Credits expired'),
  };
  expect(summary.rides).toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export all records' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const [header = [], ...rows] = await csvOf(await download);
  const sum = (field: string) => rows.reduce((total, row) => total + Number(row[header.indexOf(field)]), 0);
  expect({
    rides: rows.length,
    customers: sum('customersAmount'),
    creditsAdded: sum('creditsAdded'),
    creditsKeyboard: sum('creditsAddOnKeyboard'),
    creditsExpired: sum('creditsExpired'),
  }).toEqual(summary);
});
