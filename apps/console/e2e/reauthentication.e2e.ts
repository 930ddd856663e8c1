import { expect, test, type Page } from '@playwright/test';
import { watchConsoleErrors } from './console-errors.ts';
import { freePort, startOwnServer, type OwnServer } from './own-server.ts';

/**
 * Re-authentication for sensitive acts (ADR 0058) against a real server of its own: the journeys' shared server keeps
 * the default window of five minutes, which no journey should wait for, while this one runs with a window of a minute
 * (REAUTHENTICATION_SECONDS=60) and waits it out, so the staff member's proof lapses as it would in real use. The
 * window holds the acts that must go through on the sign-in's own proof: with 20 s, a machine kept busy by the story
 * tests beside this journey (ADR 0099) once took longer than that from the sign-in to the first act.
 */

test.describe.configure({ timeout: 240_000 });

const windowSeconds = 60;

interface UserRow {
  id: number;
  name: string;
  email: string;
}

let server: OwnServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer(await freePort(), { REAUTHENTICATION_SECONDS: String(windowSeconds) });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, email: string) {
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
}

/** Disables or enables the account from the client page's access card, after its confirmation. */
async function changeAccess(page: Page, change: 'Disable account' | 'Enable account') {
  await page.getByRole('region', { name: 'Account access' }).getByRole('button', { name: change }).click();
  await page
    .getByRole('dialog', { name: change === 'Disable account' ? 'Disable this account?' : 'Enable this account?' })
    .getByRole('button', { name: change })
    .click();
}

test('an admin whose proof lapsed disables a client after giving the password again, without clicking again', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  await signIn(page, 'admin@example.com');
  const answer = await page.request.get(`${origin}/api/admin/users?orderby=id&order=desc&limit=1`);
  const [client] = ((await answer.json()) as { results: UserRow[] }).results;
  if (!client) throw new Error('No demo client');
  await page.goto(`${origin}/dash/admin/clients/${client.id}`);
  await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();

  // The sign-in is a fresh proof: the first act goes through at once.
  await changeAccess(page, 'Disable account');
  await expect(page.getByText('Account disabled.')).toBeVisible();
  await changeAccess(page, 'Enable account');
  await expect(page.getByText('Account enabled.')).toBeVisible();

  // Past the window the same session is asked to prove who it is before the act goes on.
  await page.waitForTimeout(windowSeconds * 1000 + 2000);
  await changeAccess(page, 'Disable account');
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel(/^Password/);
  await expect(password).toBeFocused();
  await password.fill('not-the-password');
  await password.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('The current password is wrong.');
  await password.fill('demo1234');
  await password.press('Enter');

  // The act completes by itself once the password holds.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Account disabled.')).toBeVisible();
  const access = page.getByRole('region', { name: 'Account access' });
  await expect(access.getByRole('button', { name: 'Enable account' })).toBeVisible();
  const shown = await page.request.get(`${origin}/api/admin/users/${client.id}`);
  expect(((await shown.json()) as { disabledAt: string | null }).disabledAt).not.toBeNull();

  // The new proof holds for the next act.
  await changeAccess(page, 'Enable account');
  await expect(page.getByText('Account enabled.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The refused act logged its 403 and the wrong password its 400; nothing else may fail.
  expect(errors.filter((error) => !/status of 40[03]/.test(error))).toEqual([]);
});

test('a client whose proof lapsed removes a passkey after proving who they are with that passkey', async ({ page }) => {
  // Browsers take no IP address as a relying party: passkeys of a loopback server are made for localhost (ADR 0059).
  const local = origin.replace('127.0.0.1', 'localhost');
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
  const email = `reauth-passkey-${Date.now()}@example.com`;
  const countries = (await (await page.request.get(`${local}/api/countries`)).json()) as { id: number }[];
  const signUp = await page.request.post(`${local}/api/sign-up`, {
    data: { name: 'Rita Gomes', email, countryId: countries[0]?.id, password: 'first2026', timezone: 'Europe/Lisbon' },
  });
  expect(signUp.ok()).toBe(true);

  const errors = watchConsoleErrors(page);
  await page.goto(`${local}/sign-in`);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('first2026');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
  await page.goto(`${local}/dash/me`);
  const card = page.getByRole('region', { name: 'Passkeys' });
  // The sign-in is a fresh proof: adding a passkey goes through at once.
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await card.getByLabel(/Name for this passkey/).fill('Office laptop');
  await card.getByRole('button', { name: 'Create passkey' }).click();
  await expect(card.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);

  // Past the window, removing it asks for a proof; the passkey itself gives it, and the removal goes on by itself.
  await page.waitForTimeout(windowSeconds * 1000 + 2000);
  await card.getByRole('button', { name: 'Remove passkey Office laptop' }).click();
  await card.getByRole('button', { name: 'Remove Office laptop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials[0]?.signCount).toBeGreaterThan(0);
  // The refused removal logged its 403; nothing else may fail.
  expect(errors.filter((error) => !/status of 403/.test(error))).toEqual([]);
});
