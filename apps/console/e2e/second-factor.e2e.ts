import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { watchConsoleErrors } from './console-errors.ts';

/** The code an authenticator app holding `secret` shows `steps` time steps (30 s) from now. */
function codeOf(secret: string, steps = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });
}

test('a client sets up an authenticator app from the profile, signs out, and signs in with a code', async ({
  page,
}) => {
  // An account of its own, so the demo accounts keep signing in with their password alone.
  const email = `totp-${Date.now()}@example.com`;
  const countries = (await (await page.request.get('/api/countries')).json()) as { id: number }[];
  const signUp = await page.request.post('/api/sign-up', {
    data: { name: 'Rui Tavares', email, countryId: countries[0]?.id, password: 'first2026', timezone: 'Europe/Lisbon' },
  });
  expect(signUp.ok()).toBe(true);

  const errors = watchConsoleErrors(page);
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('first2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
  await page.getByRole('link', { name: 'Rui Tavares' }).click();
  await expect(page).toHaveURL(/\/dash\/me$/);

  const card = page.getByRole('region', { name: 'Two-step verification' });
  await card.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A wrong code is refused and said so; the app's code turns it on.
  await card.getByLabel(/code from the app/i).fill(codeOf(secret, 5));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('alert')).toHaveText(/wrong or was already used/);
  await card.getByLabel(/code from the app/i).fill(codeOf(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  const codes = card.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('Recovery codes left')).toBeVisible();

  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('first2026');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
  // No session before the code.
  expect((await page.request.get('/api/me')).status()).toBe(401);
  // The enrolment used this step's code, which is never accepted again; the app's next code is.
  await page.getByLabel(/authenticator code/i).fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dash$/);
  expect((await page.request.get('/api/me')).status()).toBe(200);
  expect(errors.filter((text) => !/status of 40[01]/.test(text))).toEqual([]);
});
