import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorMessages, errorResponseSchema } from '@orbit/contract';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { openMigratedPglite } from '../test-support/test-database.ts';

/** Refusals that happen before any route runs answer `{ message, errors? }` too, without echoing the URL. */
describe('refusals of the router and the HTTP parser', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    // These answers come before any route; the app still needs its job queue's tables (ADR 0079).
    handle = await openMigratedPglite();
    app = await createTestApp(handle);
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const strictError = errorResponseSchema.strict();

  it('answers 400 for a path with broken percent-encoding', async () => {
    for (const url of ['/api/admin/users/%zz', '/api/licenses/%E0%A4%A/notes?token=secret', '/api/admin/news/%']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(strictError.parse(response.json())).toEqual({
        message: errorMessages.invalidInput,
        errors: { path: 'Not a valid URL' },
      });
      expect(response.body).not.toContain('secret');
    }
  });

  it('answers 400 for a path parameter over the router limit', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/admin/users/${'x'.repeat(300)}` });
    expect(response.statusCode).toBe(400);
    expect(strictError.parse(response.json())).toEqual({
      message: errorMessages.invalidInput,
      errors: { path: 'A path parameter is too long' },
    });
  });

  it('answers 431 with a message for headers over the size limit, then closes the connection', async () => {
    const { port } = app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/me?q=${'z'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1.1 431 /);
    expect(strictError.parse(JSON.parse(body))).toEqual({ message: 'Request headers are too large' });
  });
});
