import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { watchConsoleErrors } from './console-errors.ts';

/**
 * The integrations page against the real server (ADR 0094, 0097): an admin makes an API key that another system then
 * calls with, and a webhook endpoint whose test event reaches a receiver of the journey's own and shows in the
 * delivery log.
 */

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on this machine (WEBHOOK_ALLOWED_HOSTS lets the server reach it): it keeps each delivery, answers 204. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/orbit/webhooks`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function signInAsAdmin(page: Page) {
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill('admin@example.com');
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
}

test('an admin makes an API key another system calls with, and a webhook endpoint whose test event arrives', async ({
  page,
  playwright,
  baseURL,
}) => {
  const consoleErrors = watchConsoleErrors(page);
  const receiver = await startReceiver();
  try {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Integrations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

    // An API key, its secret shown once, read from its field.
    const name = `Journey ${Date.now()}`;
    await page.getByRole('button', { name: 'Make a key' }).click();
    const form = page.getByRole('dialog', { name: 'Make an API key' });
    await form.getByLabel(/^Name/).fill(name);
    await form.getByRole('checkbox', { name: 'Reports: read' }).check();
    await form.getByRole('button', { name: 'Make the key' }).click();
    const shown = page.getByRole('dialog', { name: `Copy the secret of “${name}” now` });
    const apiKey = await shown.getByLabel('Secret').inputValue();
    expect(apiKey).toMatch(/^orbit_key_/);
    await shown.getByRole('button', { name: 'I have stored it' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Never used');

    // Another system, without the admin's session: the key answers a read it is scoped for, and nothing without it.
    const other = await playwright.request.newContext({ baseURL });
    try {
      const read = await other.get('/api/admin/reports/users', { headers: { authorization: `Bearer ${apiKey}` } });
      expect(read.status()).toBe(200);
      expect(((await read.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0);
      expect((await other.get('/api/admin/reports/users')).status()).toBe(401);
    } finally {
      await other.dispose();
    }

    // A webhook endpoint for the receiver; its signing secret shown once.
    const endpoints = page.getByRole('region', { name: 'Webhook endpoints' });
    await endpoints.getByRole('button', { name: 'Add an endpoint' }).click();
    const add = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await add.getByLabel(/^URL/).fill(receiver.url);
    await add.getByLabel(/^Description/).fill(name);
    await add.getByRole('checkbox', { name: 'Coins inserted' }).check();
    await add.getByRole('button', { name: 'Add the endpoint' }).click();
    const secretDialog = page.getByRole('dialog', { name: `Copy the signing secret of ${name} now` });
    const secret = await secretDialog.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'I have stored it' }).click();

    // A test event: it reaches the receiver, signed with that secret, and shows in the delivery log.
    await endpoints.getByRole('button', { name: `Send a test event to ${name}` }).click();
    const sent = endpoints.getByText(/Test event (evt_\w+) sent to/);
    await expect(sent).toBeVisible();
    const eventId = /evt_\w+/.exec((await sent.textContent()) ?? '')?.[0] ?? 'no event id';
    await expect.poll(() => receiver.deliveries.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [delivery] = receiver.deliveries;
    if (!delivery) throw new Error('Nothing arrived');
    const event = new Webhook(secret).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    }) as { id: string; type: string };
    expect(event).toMatchObject({ id: eventId, type: 'webhook.test' });

    // The attempt is written once the receiver has answered: the log is opened when the server lists it.
    const listed = await page.request.get('/api/admin/webhook-endpoints');
    const endpoint = ((await listed.json()) as { results: { id: number; description: string }[] }).results.find(
      (each) => each.description === name,
    );
    await expect
      .poll(async () => {
        const answer = await page.request.get(`/api/admin/webhook-endpoints/${endpoint?.id}/deliveries`);
        return ((await answer.json()) as { results: unknown[] }).results.length;
      })
      .toBe(1);
    await endpoints.getByRole('button', { name: `Delivery log of ${name}` }).click();
    const log = page.getByRole('dialog', { name: `Delivery log of ${name}` });
    await expect(log.getByRole('list', { name: 'Delivery attempts, newest first' })).toContainText('Delivered · 204');
    await log.getByText('Test event').click();
    await expect(log.getByText(eventId)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(log).toBeHidden();
    expect(consoleErrors).toEqual([]);
  } finally {
    await receiver.close();
  }
});
