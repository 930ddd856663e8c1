import { expect, test } from '@playwright/test';
import { watchConsoleErrors } from './console-errors.ts';

// Browsers take no IP address as a relying party: the server makes passkeys for localhost when its public address
// is this machine's loopback (ADR 0059), so this journey opens the console as localhost.
const port = Number(process.env.E2E_PORT ?? 3210);
test.use({ baseURL: `http://localhost:${port}` });

test('a client adds a passkey on the profile, signs in with password and passkey, then with the passkey alone', async ({
  page,
}) => {
  // Chromium's virtual authenticator: a platform authenticator with a fingerprint that is always right.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // An account of its own, so the demo accounts keep signing in with their password alone.
  const email = `passkey-${Date.now()}@example.com`;
  const countries = (await (await page.request.get('/api/countries')).json()) as { id: number }[];
  const signUp = await page.request.post('/api/sign-up', {
    data: { name: 'Inês Prado', email, countryId: countries[0]?.id, password: 'first2026', timezone: 'Europe/Lisbon' },
  });
  expect(signUp.ok()).toBe(true);

  const errors = watchConsoleErrors(page);
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('first2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dash$/);
  await page.getByRole('link', { name: 'Inês Prado' }).click();
  await expect(page).toHaveURL(/\/dash\/me$/);

  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await card.getByLabel(/Name for this passkey/).fill('Test laptop');
  await card.getByRole('button', { name: 'Create passkey' }).click();
  const list = card.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Test laptop')).toBeVisible();
  await expect(list.getByText(/never used/)).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // The password, then the passkey as the second step; no session before it.
  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('first2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/dash$/);
  expect((await page.request.get('/api/me')).status()).toBe(200);

  // The passkey alone: the browser offers the account's discoverable passkey, its user verified.
  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/dash$/);
  const me = (await (await page.request.get('/api/me')).json()) as { email: string; secondFactor: object };
  expect(me.email).toBe(email);
  expect(me.secondFactor).toMatchObject({ enrolled: true });

  await page.getByRole('link', { name: 'Inês Prado' }).click();
  await expect(card.getByRole('list', { name: 'Your passkeys' }).getByText(/last used/)).toBeVisible();
  expect(errors.filter((text) => !/status of 40[01]/.test(text))).toEqual([]);
});
