import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorMessages, errorResponseSchema, routes } from '@orbit/contract';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { openMigratedPglite } from './test-support/test-database.ts';

// These behaviours never read data; the app still needs a database for its job queue (ADR 0079): an empty one.
let handle: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await openMigratedPglite();
  db = handle.db;
});
afterAll(() => handle.close());

function buildTestApp(consoleDist = '/nonexistent/console-dist'): Promise<FastifyInstance> {
  return buildApp({ db, config: { ...loadConfig({}), logLevel: 'silent', consoleDist } });
}

describe('the app without a console build', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    app.get('/api/test-failure', async () => {
      throw new Error('secret internal detail');
    });
  });
  afterAll(() => app.close());

  it.each(['GET', 'POST'] as const)('answers JSON 404 for an unknown API path (%s)', async (method) => {
    const response = await app.inject({ method, url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: errorMessages.notFound });
  });

  it('answers JSON 404 for pages when no console is built', async () => {
    const response = await app.inject({ method: 'GET', url: '/dash' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: errorMessages.notFound });
  });

  it('answers 500 with the generic message and no detail for an unexpected error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: errorMessages.internal });
    expect(response.body).not.toContain('secret');
  });

  it('answers 400 for an empty JSON body and 415 for a body that is not JSON, both in the error shape', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: '/api/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: errorMessages.invalidInput, errors: { body: expect.any(String) } });

    const text = await app.inject({
      method: 'POST',
      url: '/api/sign-in',
      headers: { 'content-type': 'application/xml' },
      payload: '<signIn email="client@example.com"/>',
    });
    expect(text.statusCode).toBe(415);
    expect(errorResponseSchema.parse(text.json()).message).toMatch(/media type/i);
  });

  it('marks API answers as not cacheable and not sniffable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  });

  it('sends the Content-Security-Policy with every answer, and no HSTS outside production', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when configured, as a production start does', async () => {
    const production = await buildApp({
      db,
      config: { ...loadConfig({ NODE_ENV: 'production' }), logLevel: 'silent', consoleDist: '/nonexistent' },
    });
    try {
      const response = await production.inject({ method: 'GET', url: '/api/countries-unknown' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await production.close();
    }
  });

  it('serves an OpenAPI 3.1 document with every route of the contract', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);

    const document = JSON.parse(response.body) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    for (const route of Object.values(routes)) {
      const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[openApiPath], `${route.method} ${route.path}`).toHaveProperty(route.method.toLowerCase());
    }
    expect(Object.keys(document.paths).filter((apiPath) => apiPath.startsWith('/api/docs'))).toEqual([]);
  });

  it('serves the API docs page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    // Swagger UI's inline styles and icons are allowed there; scripts stay this origin's only.
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('script-src');
    expect(policy).toContain("frame-ancestors 'none'");
  });
});

describe('the client address behind proxies', () => {
  const addressSeen = async (env: Record<string, string>, forwardedFor: string) => {
    const app = await buildApp({
      db,
      config: { ...loadConfig(env), logLevel: 'silent', consoleDist: '/nonexistent' },
    });
    app.get('/api/test-address', async (request) => ({ ip: request.ip }));
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/test-address',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': forwardedFor },
      });
      return (response.json() as { ip: string }).ip;
    } finally {
      await app.close();
    }
  };

  it('ignores X-Forwarded-For unless proxies are configured', async () => {
    expect(await addressSeen({}, '203.0.113.9')).toBe('10.0.0.5');
  });

  it('takes the address one trusted hop away, not the first entry a caller can write', async () => {
    expect(await addressSeen({ TRUST_PROXY: '1' }, '198.51.100.66, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen({ TRUST_PROXY: '2' }, '198.51.100.66, 203.0.113.9, 192.0.2.1')).toBe('203.0.113.9');
  });

  it('believes only the listed proxies', async () => {
    expect(await addressSeen({ TRUST_PROXY: '10.0.0.0/8' }, '198.51.100.66, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen({ TRUST_PROXY: '192.0.2.0/24' }, '198.51.100.66, 203.0.113.9')).toBe('10.0.0.5');
  });
});

describe('the app with a console build', () => {
  let app: FastifyInstance;
  let consoleDist: string;

  beforeAll(async () => {
    consoleDist = await mkdtemp(path.join(tmpdir(), 'orbit-console-dist-'));
    await mkdir(path.join(consoleDist, 'assets'));
    await writeFile(
      path.join(consoleDist, 'index.html'),
      '<!doctype html><meta property="csp-nonce" nonce="ORBIT_CSP_NONCE" /><title>Orbit Console</title><div id="root"></div><script type="module" nonce="ORBIT_CSP_NONCE" src="/assets/app.js"></script>',
    );
    await writeFile(path.join(consoleDist, 'assets', 'app.js'), 'console.log("orbit")');
    app = await buildTestApp(consoleDist);
  });
  afterAll(async () => {
    await app.close();
    await rm(consoleDist, { recursive: true, force: true });
  });

  it.each(['/', '/dash', '/dash/licenses/Arcade%20One', '/sign-in?next=%2Fdash'])(
    'answers index.html for the page %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>Orbit Console</title>');
    },
  );

  it('sends each page with a fresh nonce, in the page and in its Content-Security-Policy', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/dash', '/index.html', '/reset-password/reset?token=abc']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const policy = String(response.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(response.body).not.toContain('ORBIT_CSP_NONCE');
      expect(response.body.split(`nonce="${nonce}"`)).toHaveLength(3);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(4);
  });

  it('serves the built files themselves', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("orbit")');
  });

  it('still answers JSON 404 under /api', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: errorMessages.notFound });
  });
});
