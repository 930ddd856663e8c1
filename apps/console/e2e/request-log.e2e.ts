import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { mailedLink } from './mailbox.ts';

interface RequestLine {
  req?: { url?: unknown };
}

test('the request log never holds the token of a followed reset link', async ({ page }) => {
  const email = `log-${Date.now()}@example.com`;
  const countries = (await (await page.request.get('/api/countries')).json()) as { id: number }[];
  const signUp = await page.request.post('/api/sign-up', {
    data: { name: 'Lia Costa', email, countryId: countries[0]?.id, password: 'first2026', timezone: 'Europe/Lisbon' },
  });
  expect(signUp.ok()).toBe(true);
  expect((await page.request.post('/api/reset-password/request', { data: { email } })).ok()).toBe(true);

  const link = await mailedLink(email, '/reset-password/reset');
  const token = new URL(link, 'http://console.test').searchParams.get('token') ?? '';
  expect(token).not.toBe('');
  await page.goto(link);
  await expect(page.getByLabel(/^new password/i)).toBeVisible();

  const logFile = process.env.E2E_SERVER_LOG ?? '';
  const loggedUrls = (await readFile(logFile, 'utf8')).split('\n').flatMap((line) => {
    try {
      const url = (JSON.parse(line) as RequestLine).req?.url;
      return typeof url === 'string' ? [url] : [];
    } catch {
      return [];
    }
  });
  expect(loggedUrls).toContain('/reset-password/reset?[removed]');
  expect(loggedUrls.filter((url) => url.includes(token))).toEqual([]);
});
