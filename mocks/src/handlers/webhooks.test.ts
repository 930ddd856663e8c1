import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  errorMessages,
  errorResponseSchema,
  resendWebhookResponseSchema,
  testWebhookResponseSchema,
  webhookDeliveriesResponseSchema,
  webhookEndpointSchema,
  webhookEndpointsResponseSchema,
  webhookEndpointWithSecretSchema,
} from '@orbit/contract';
import { mockUsers } from '../fixtures.ts';
import { createMockSession } from './session.ts';
import { mockAccountWebhookEndpoints, mockBusinessWebhookEndpoints, webhooksHandlers } from './webhooks.ts';

const session = createMockSession({ signedInAs: mockUsers.admin });
const server = setupServer(...webhooksHandlers({ session }));
const base = 'http://console.test';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

async function call(path: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const ids = (body: unknown) => webhookEndpointsResponseSchema.parse(body).results.map((entry) => entry.id);

describe('webhook mock answers parse with the contract (ADR 0093)', () => {
  it("lets an admin make, change, test and delete the business's endpoints, the secret in two answers only", async () => {
    session.current = mockUsers.admin;
    expect(ids((await call('/api/admin/webhook-endpoints')).body)).toEqual(
      mockBusinessWebhookEndpoints.map((entry) => entry.id),
    );
    const made = await call('/api/admin/webhook-endpoints', 'POST', {
      url: 'https://hooks.example.com/orbit',
      eventTypes: ['coins.inserted'],
    });
    const { endpoint, secret } = webhookEndpointWithSecretSchema.parse(made.body);
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({ kind: 'business', enabled: true, strictOrder: false, description: '' });
    const listed = (await call('/api/admin/webhook-endpoints')).body;
    expect(ids(listed)[0]).toBe(endpoint.id);
    expect(JSON.stringify(listed)).not.toContain(secret ?? 'no secret');

    const changed = webhookEndpointWithSecretSchema.parse(
      (await call(`/api/admin/webhook-endpoints/${endpoint.id}`, 'PATCH', { description: 'Billing' })).body,
    );
    expect(changed).toMatchObject({ endpoint: { description: 'Billing' }, secret: null, missedSince: null });
    const rotated = webhookEndpointWithSecretSchema.parse(
      (await call(`/api/admin/webhook-endpoints/${endpoint.id}`, 'PATCH', { rotateSecret: true })).body,
    );
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(secret);
    expect(rotated.endpoint.previousSecretExpiresAt).not.toBeNull();

    const tested = testWebhookResponseSchema.parse(
      (await call(`/api/admin/webhook-endpoints/${endpoint.id}/test`, 'POST')).body,
    );
    const log = webhookDeliveriesResponseSchema.parse(
      (await call(`/api/admin/webhook-endpoints/${endpoint.id}/deliveries`)).body,
    );
    expect(log.results[0]).toMatchObject({ eventId: tested.eventId, eventType: 'webhook.test', succeeded: true });

    const deleted = await call(`/api/admin/webhook-endpoints/${endpoint.id}`, 'DELETE');
    expect(webhookEndpointSchema.parse(deleted.body).id).toBe(endpoint.id);
    expect(ids((await call('/api/admin/webhook-endpoints')).body)).not.toContain(endpoint.id);
  });

  it('refuses a private address, and a test or a resend to a disabled endpoint; enabling one tells what it missed', async () => {
    session.current = mockUsers.admin;
    const refused = await call('/api/admin/webhook-endpoints', 'POST', {
      url: 'https://169.254.169.254/latest',
      eventTypes: ['coins.inserted'],
    });
    expect(refused.status).toBe(400);
    expect(errorResponseSchema.parse(refused.body).errors).toEqual({ url: errorMessages.webhookAddressRefused });

    const failing = mockBusinessWebhookEndpoints.find((entry) => entry.disabledReason === 'failing');
    if (!failing) throw new Error('No failing endpoint in the mocks');
    const tested = await call(`/api/admin/webhook-endpoints/${failing.id}/test`, 'POST');
    expect(tested.status).toBe(409);
    expect(errorResponseSchema.parse(tested.body).message).toBe(errorMessages.webhookEndpointDisabled);
    const enabled = webhookEndpointWithSecretSchema.parse(
      (await call(`/api/admin/webhook-endpoints/${failing.id}`, 'PATCH', { enabled: true })).body,
    );
    expect(enabled.missedSince).toBe(failing.failingSince);
    expect(enabled.endpoint).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    const resent = await call(`/api/admin/webhook-endpoints/${failing.id}/resend`, 'POST', {
      since: enabled.missedSince,
    });
    expect(resendWebhookResponseSchema.parse(resent.body).queued).toBeGreaterThan(0);
    const unknown = await call(`/api/admin/webhook-endpoints/${failing.id}/resend`, 'POST', { eventId: 'evt_none' });
    expect(unknown.status).toBe(404);
  });

  it("pages a delivery log, and keeps a client to their own endpoints and out of the business's", async () => {
    session.current = mockUsers.admin;
    const [newest] = mockBusinessWebhookEndpoints;
    const first = webhookDeliveriesResponseSchema.parse(
      (await call(`/api/admin/webhook-endpoints/${newest?.id}/deliveries?limit=3`)).body,
    ).results;
    expect(first).toHaveLength(3);
    const next = webhookDeliveriesResponseSchema.parse(
      (await call(`/api/admin/webhook-endpoints/${newest?.id}/deliveries?limit=3&before=${first[2]?.id}`)).body,
    ).results;
    expect(next[0]?.id).toBeLessThan(first[2]?.id ?? 0);

    session.current = mockUsers.client;
    expect(ids((await call('/api/webhook-endpoints')).body)).toEqual(mockAccountWebhookEndpoints.map((e) => e.id));
    expect((await call('/api/admin/webhook-endpoints')).status).toBe(403);
    expect((await call(`/api/webhook-endpoints/${newest?.id}/deliveries`)).status).toBe(404);
    session.current = null;
    expect((await call('/api/webhook-endpoints')).status).toBe(401);
  });
});
