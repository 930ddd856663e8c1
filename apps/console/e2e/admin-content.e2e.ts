import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

/** Staff journeys through the scenarios and news admin, and what clients then see, against the real server. */

/** A real PNG, drawn by sharp: the server reads its first bytes and decodes it. */
async function picture() {
  const buffer = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#f59e0b' } })
    .png()
    .toBuffer();
  return { name: 'picture.png', mimeType: 'image/png', buffer };
}

// Each journey fills two dialogs field by field; on a busy machine that outlasts the default minute.
test.describe.configure({ timeout: 240_000 });

/** Unique per run, so the journeys can run again on the same data folder. */
const stamp = Date.now().toString(36).slice(-5);

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
}

async function choosePicture(dialog: Locator) {
  await dialog.locator('input[type="file"]').setInputFiles(await picture());
  await expect(dialog.getByText('New image')).toBeVisible();
}

async function chooseCountry(page: Page, dialog: Locator, name: string) {
  const combobox = dialog.getByRole('combobox', { name: /Countries where it is not sold/ });
  await combobox.fill(name);
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  // The list stays open for more choices and lies over the dialog's buttons: leaving the field closes it.
  await combobox.press('Tab');
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function clientPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'client@example.com');
  return page;
}

test('a paid scenario restricted to two countries, with a picture, translated, found without accents and switched off', async ({
  page,
}) => {
  const title = `Cânion Dourado ${stamp}`;
  await signIn(page, 'admin@example.com');
  await page.getByRole('navigation').getByRole('link', { name: 'Scenarios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scenarios' })).toBeVisible();

  await page.getByRole('button', { name: 'New scenario' }).click();
  const editor = page.getByRole('dialog', { name: 'New scenario' });
  await editor.getByLabel(/^Version/).pressSequentially('2.x0.0');
  await expect(editor.getByLabel(/^Version/)).toHaveValue('2.0.0');
  await editor.getByLabel(/^Time in seconds/).fill('480');
  await expect(editor.getByLabel(/^Time in seconds/)).toHaveAccessibleDescription(/8 min/);
  await editor.getByLabel(/^Game model/).selectOption('OrbitCoaster');
  await editor.getByLabel(/^Minimum game version/).fill('3.0.0');
  await editor.getByLabel(/^Title/).fill(title);
  await editor.getByLabel(/^Theme/).fill('Deserto dourado');
  await editor.getByLabel(/^Description/).fill('A ride through golden rocks at dusk.');
  await choosePicture(editor);
  await editor.getByText('Paid', { exact: true }).click();
  await editor.getByLabel(/^Price in BRL/).fill('4990');
  await editor.getByLabel(/^Price in USD/).fill('999');
  await editor.getByText('Restricted', { exact: true }).click();
  await chooseCountry(page, editor, 'Argentina');
  await chooseCountry(page, editor, 'Spain');
  await editor.getByRole('button', { name: 'Create scenario' }).click();

  const translation = page.getByRole('dialog', { name: `Portuguese translation of “${title}”` });
  await expect(translation.getByRole('button', { name: 'Save translation' })).toBeDisabled();
  await translation.getByLabel(/^Title in Portuguese/).fill(`Cânion Dourado PT ${stamp}`);
  await translation.getByLabel(/^Theme in Portuguese/).fill('Deserto');
  await translation.getByLabel(/^Description in Portuguese/).fill('Um passeio entre rochas douradas.');
  await translation.getByRole('button', { name: 'Save translation' }).click();
  await expect(translation).toBeHidden();
  await expect(page.getByText(`Translation of “${title}” saved.`)).toBeVisible();

  // Typed without accents and in lower case, after the 300 ms pause.
  await page.getByRole('searchbox', { name: 'Search scenarios' }).fill(`canion dourado ${stamp}`);
  await expect(page.getByText('Scenarios: 1')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Restricted (2)');
  await expect(row).toContainText('Translated');
  const active = row.getByRole('switch', { name: 'Active' });
  await expect(active).toBeChecked();
  // The switch's drawn track covers its input; a person clicks the switch by its label.
  await row.getByText('Active', { exact: true }).click();
  await expect(active).not.toBeChecked();
  await expect(active).toBeEnabled();

  const answer = await page.request.get(`/api/admin/scenarios?q=${encodeURIComponent(`canion dourado ${stamp}`)}`);
  const { results } = (await answer.json()) as {
    results: {
      isActive: boolean;
      imageKey: string | null;
      time: number;
      sellable: { brlValue: number; usdValue: number; restrictedCountryIds: number[] } | null;
      languages: { pt?: { title: string } };
    }[];
  };
  expect(results).toHaveLength(1);
  expect(results[0]).toMatchObject({
    isActive: false,
    time: 480,
    sellable: { brlValue: 4990, usdValue: 999, restrictedCountryIds: [32, 724] },
    languages: { pt: { title: `Cânion Dourado PT ${stamp}` } },
  });
  expect(results[0]?.imageKey).toBeTruthy();
  const thumbnail = await page.request.get(`/uploads/${results[0]?.imageKey}/image-thumbnail.png`);
  expect(thumbnail.headers()['content-type']).toBe('image/png');
});

test('a news item with a picture, translated, read by a client in Portuguese, then its English title edited', async ({
  page,
  browser,
}) => {
  const title = `Winter pack ${stamp}`;
  const portugueseTitle = `Pacote de inverno ${stamp}`;
  await signIn(page, 'admin@example.com');
  await page.goto('/dash/admin/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toBeVisible();

  await page.getByRole('button', { name: 'New news item' }).click();
  const editor = page.getByRole('dialog', { name: 'New news item' });
  const create = editor.getByRole('button', { name: 'Create news item' });
  await editor.getByLabel(/^Title/).fill(title);
  await editor.getByLabel(/^Summary/).fill('Three snowy rides arrive.');
  await editor.getByLabel(/^Text/).fill('Three rides through snow and ice arrive in June.');
  await expect(create).toBeDisabled();
  await choosePicture(editor);
  await create.click();

  const translation = page.getByRole('dialog', { name: `Portuguese translation of “${title}”` });
  await translation.getByLabel(/^Title in Portuguese/).fill(portugueseTitle);
  await translation.getByLabel(/^Summary in Portuguese/).fill('Três passeios na neve chegam.');
  await translation.getByLabel(/^Description in Portuguese/).fill('Três passeios por neve e gelo chegam em junho.');
  await translation.getByRole('button', { name: 'Save translation' }).click();
  await expect(translation).toBeHidden();

  const client = await clientPage(browser);
  await client.goto('/dash/news');
  await client.getByText('PT', { exact: true }).click();
  await expect(client.getByRole('radio', { name: 'PT' })).toBeChecked();
  const card = client.getByRole('article', { name: portugueseTitle });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\/.+\/image-thumbnail\.png$/);
  await client.close();

  await page.getByRole('searchbox', { name: 'Search news' }).fill(stamp);
  await expect(page.getByText(/^Showing 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit “${title}”` });
  await expect(edit.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(edit.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await edit.getByLabel(/^Title/).fill(`${title} updated`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(`${title} updated`) })).toBeVisible();
});

test('a licence page names its scenarios with their minutes', async ({ browser }) => {
  const page = await clientPage(browser);
  const activations = (await (await page.request.get('/api/licenses/activations')).json()) as {
    results: { key: string; label: string; scenariosObtained: number[] }[];
  };
  const license = activations.results.find((candidate) => candidate.scenariosObtained.length > 0);
  if (!license) throw new Error('No licence of the demo client holds a scenario');
  const scenarios = (await (await page.request.get('/api/licenses/scenarios?lang=en')).json()) as {
    results: { id: number; title: string }[];
  };
  const titles = scenarios.results
    .filter((scenario) => license.scenariosObtained.includes(scenario.id))
    .map((scenario) => scenario.title);
  expect(titles.length).toBe(license.scenariosObtained.length);

  await page.goto(`/dash/licenses/${encodeURIComponent(license.label)}`);
  const card = page.getByRole('region', { name: 'Scenarios' });
  for (const title of titles) await expect(card).toContainText(title);
  await expect(card).toContainText(/\d+(\.\d)? min/);
  await expect(card).not.toContainText('Scenario #');
  await page.close();
});
