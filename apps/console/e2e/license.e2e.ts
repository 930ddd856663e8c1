import { expect, test } from '@playwright/test';
import { expectThumbnailsShown } from './pictures.ts';

interface LicenseRow {
  key: string;
  label: string;
  revokedAt: string | null;
}

test('a client opens a licence, edits its notes and downloads its consumptions as a PDF', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill('client@example.com');
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dash$/);

  const me = (await (await page.request.get('/api/me')).json()) as { name: string };
  const activations = (await (await page.request.get('/api/licenses/activations')).json()) as {
    results: LicenseRow[];
  };
  const license = activations.results.find((candidate) => candidate.revokedAt === null);
  if (!license) throw new Error('The demo client has no active licence');

  await page.goto('/dash/licenses');
  await expect(page.getByRole('heading', { level: 1, name: 'All my licences' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search licences' }).fill(`****${license.key.slice(-8)}`);
  const table = page.getByRole('table', { name: 'Your licences' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: `View ${license.label}` }).click();

  await expect(page).toHaveURL(`/dash/licenses/${encodeURIComponent(license.label)}`);
  await expect(page.getByRole('heading', { level: 1, name: license.label })).toBeVisible();
  await expectThumbnailsShown(page.getByRole('region', { name: 'Scenarios' }));
  await expect(
    page
      .getByRole('table', { name: `Rides of ${license.label}` })
      .or(page.getByText('No data for the selected period.')),
  ).toBeVisible();

  const notes = `Checked on ${new Date().toISOString().slice(0, 10)} by the owner`;
  await page.getByRole('button', { name: 'Edit notes' }).click();
  const dialog = page.getByRole('dialog', { name: `Notes of ${license.label}` });
  await dialog.getByLabel('Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const notesCard = page.getByRole('region', { name: 'Notes' });
  await expect(notesCard).toContainText(notes);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Notes' })).toContainText(notes);

  const expectedName = `${me.name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}-${license.key.slice(-6)}.pdf`;
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe(expectedName);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 4).toString('latin1')).toBe('%PDF');

  await page.goto('/dash/news');
  await expectThumbnailsShown(page.getByRole('main'));
});
