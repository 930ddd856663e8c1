import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyWithSecretSchema, webhookEndpointWithSecretSchema } from '@orbit/contract';
import { createOrbitClient, verifyWebhook, WebhookVerificationError } from '@orbit/sdk';
import type { DatabaseHandle } from '../../db/client.ts';
import { call, sessionOf } from '../../test-support/fixtures.ts';
import { createTestApp, eventually, recordingMailer } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

// The SDK is the same on either database: one is enough.
const [kind] = testDatabaseKinds;

/** @orbit/sdk against a listening server: a key's calls, typed, and deliveries verified as Standard Webhooks says. */
describe(`the SDK (on ${kind?.name})`, () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let baseUrl: string;
  let client: string;

  beforeAll(async () => {
    if (!kind) throw new Error('No test database');
    handle = await kind.open();
    // With the job queue's workers (a mailer), which deliver the webhooks.
    app = await createTestApp(handle, {
      env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_RETRY_SCHEDULE: '1s', JOB_POLL_MS: '500' },
      mailer: recordingMailer(handle).mailer,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    client = await sessionOf(app, 'client@example.com');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  async function keyOf(scopes: string[]) {
    const made = await call(app, 'POST', '/api/api-keys', { cookie: client, payload: { name: 'SDK', scopes } });
    expect(made.statusCode, made.body).toBe(201);
    return apiKeyWithSecretSchema.parse(made.json());
  }

  it("reads a client's licenses with a key, and answers the API's refusals as errors", async () => {
    const { key, secret } = await keyOf(['licenses:read']);
    const orbit = createOrbitClient({ baseUrl, apiKey: secret });
    const licenses = await orbit.GET('/api/licenses/activations', { params: { query: {} } });
    expect(licenses.response.status).toBe(200);
    expect(licenses.data?.results.length).toBeGreaterThan(0);
    const licenseKey = licenses.data?.results[0]?.key ?? '';
    const rides = await orbit.GET('/api/licenses/{key}/consumptions', {
      params: {
        path: { key: licenseKey },
        query: { referenceStartDate: '2026-03-01T00:00:00.000Z', referenceEndDate: '2026-03-31T00:00:00.000Z' },
      },
    });
    expect(rides.response.status).toBe(200);
    expect(rides.data?.results).toEqual(expect.any(Array));

    // Outside its scopes: 403 with the API's message.
    const wallet = await orbit.GET('/api/wallet-records', { params: { query: {} } });
    expect(wallet.response.status).toBe(403);
    expect(wallet.error?.message).toEqual(expect.any(String));

    expect((await call(app, 'DELETE', `/api/api-keys/${key.id}`, { cookie: client })).statusCode).toBe(200);
    const revoked = await orbit.GET('/api/licenses/activations', { params: { query: {} } });
    expect(revoked.response.status).toBe(401);
  });

  it('refuses at once a string that is not an Orbit key', () => {
    expect(() => createOrbitClient({ baseUrl, apiKey: 'sk_live_123' })).toThrow(/not an Orbit key/);
  });

  it('verifies a delivery signed with the secret, and refuses a changed byte, an old timestamp and another secret', () => {
    const secret = `whsec_${Buffer.from('a secret of thirty-two bytes!!!!').toString('base64')}`;
    const body = JSON.stringify({ id: 'evt_1', type: 'license.blocked', data: { licenseKey: 'ABC' } });
    const signed = (at: Date, payload = body) => ({
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign('msg_1', at, payload),
    });
    const now = new Date();
    expect(verifyWebhook(body, signed(now), secret)).toEqual(JSON.parse(body));
    expect(verifyWebhook(new TextEncoder().encode(body), new Headers(signed(now)), secret)).toEqual(JSON.parse(body));
    expect(() => verifyWebhook(body.replace('ABC', 'ABD'), signed(now), secret)).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(body, signed(new Date(now.getTime() - 6 * 60_000)), secret)).toThrow(
      WebhookVerificationError,
    );
    const other = `whsec_${Buffer.from('another secret of 32 bytes!!!!!!').toString('base64')}`;
    expect(() => verifyWebhook(body, signed(now), other)).toThrow(WebhookVerificationError);
    // While the endpoint's secret is rotated, either one verifies.
    expect(verifyWebhook(body, signed(now), [other, secret])).toEqual(JSON.parse(body));
  });

  it("verifies the server's own delivery of a test event, typed by its type", async () => {
    const received: { body: Buffer; headers: Record<string, string | string[] | undefined> }[] = [];
    const receiver: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ body: Buffer.concat(chunks), headers: request.headers });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/orbit`;
      const made = await call(app, 'POST', '/api/webhook-endpoints', {
        cookie: client,
        payload: { url, eventTypes: ['coins.inserted'] },
      });
      expect(made.statusCode, made.body).toBe(201);
      const { endpoint, secret } = webhookEndpointWithSecretSchema.parse(made.json());
      const tested = await call(app, 'POST', `/api/webhook-endpoints/${endpoint.id}/test`, { cookie: client });
      expect(tested.statusCode, tested.body).toBe(200);
      await eventually(
        async () => received.length,
        (count) => count > 0,
      );
      const [delivery] = received;
      if (!delivery || !secret) throw new Error('No delivery or no secret');
      const event = verifyWebhook(delivery.body, delivery.headers, secret);
      expect(event.id).toBe((tested.json() as { eventId: string }).eventId);
      if (event.type !== 'webhook.test') throw new Error(`Another event: ${event.type}`);
      // Narrowed by its type: the test event's payload is typed as such.
      expect(event.data.message).toEqual(expect.any(String));
      expect(() => verifyWebhook(Buffer.concat([delivery.body, Buffer.from(' ')]), delivery.headers, secret)).toThrow(
        WebhookVerificationError,
      );
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
