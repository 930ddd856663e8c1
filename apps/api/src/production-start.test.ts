import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { errorMessages, recoveryCodesSchema, totpEnrolmentSchema } from '@orbit/contract';
import { runScript as runApiScript, startServer as startApiServer, type Finished } from './test-support/processes.ts';
import { createMigratedPgliteFolder, emptyDatabaseKinds } from './test-support/test-database.ts';

/**
 * Issue "demo data only where it belongs", proved on the real entry points: `node src/main.ts` and
 * `node src/create-admin.ts` as processes, on an empty embedded database and, with TEST_DATABASE_URL, on an empty
 * PostgreSQL database (ADR 0019).
 */
const apiRoot = fileURLToPath(new URL('../', import.meta.url));

/** The settings these tests control; whatever the calling shell has for them is left out. */
const controlled = [
  'NODE_ENV',
  'SMTP_URL',
  'PUBLIC_URL',
  'DEMO_DATA',
  'COOKIE_SECURE',
  'TRUST_PROXY',
  'DATABASE_URL',
  'DEVICE_SIGNING_KEY',
  'API_KEY_SECRET',
];

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !controlled.includes(name)));
  return { ...inherited, LOG_LEVEL: 'warn', CONSOLE_DIST: '/nonexistent/console', DEMO_MACHINES: '0', ...extra };
}

/** Runs a script of the API with these tests' settings on top of the shell's. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return runApiScript(script, args, { cwd: apiRoot, env: baseEnv(env) });
}

/** Starts the server with these tests' settings; `stop` ends it with SIGTERM. */
async function startServer(env: Record<string, string>) {
  const server = await startApiServer({ cwd: apiRoot, env: baseEnv(env) });
  // The banner ends with the account hints; give the process the moment it needs to print them.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return server;
}

const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:9',
  PUBLIC_URL: 'https://orbit.example.com',
  DEVICE_SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  API_KEY_SECRET: randomBytes(32).toString('base64url'),
};

function postJson(url: string, body: unknown, cookie?: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    body: JSON.stringify(body),
  });
}

describe.each(emptyDatabaseKinds)('a production start on an empty $name database', (kind) => {
  let database: Awaited<ReturnType<typeof kind.create>>;
  beforeAll(async () => {
    database = await kind.create();
  });
  afterAll(() => database.drop());

  it('refuses to start without SMTP_URL, saying why', async () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = production;
    const result = await runScript('src/main.ts', [], { ...database.env, ...withoutSmtp });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/SMTP_URL is required/);
  }, 60_000);

  it('refuses to start without DEVICE_SIGNING_KEY, saying why', async () => {
    const { DEVICE_SIGNING_KEY: _key, ...withoutKey } = production;
    const result = await runScript('src/main.ts', [], { ...database.env, ...withoutKey });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/DEVICE_SIGNING_KEY is required/);
  }, 60_000);

  it('creates no demo account, sends HSTS and the __Host- cookie, and lets create-admin make the first admin', async () => {
    const created = await runScript('src/create-admin.ts', ['--email', 'Owner@Example.com', '--name', 'Owner'], {
      ...database.env,
      ...production,
    });
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain('Created the admin owner@example.com');
    const link = /https:\/\/orbit\.example\.com\/reset-password\/reset\?token=([\w-]+)/.exec(created.output);
    expect(link).not.toBeNull();
    expect(created.output).not.toMatch(/password:/i);

    const server = await startServer({ ...database.env, ...production });
    try {
      expect(server.output()).not.toContain('demo1234');
      expect(server.output()).toContain('Production mode');
      const countries = await fetch(`${server.url}/api/countries`);
      expect(countries.status).toBe(200);
      expect(countries.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(countries.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

      for (const email of ['admin@example.com', 'client@example.com']) {
        const demo = await postJson(`${server.url}/api/sign-in`, { email, password: 'demo1234' });
        expect(demo.status, email).toBe(401);
      }

      const token = link?.[1] ?? '';
      expect((await postJson(`${server.url}/api/reset-password/verify-token`, { token })).status).toBe(200);
      const chosen = await postJson(`${server.url}/api/reset-password`, { token, password: 'riding-42-coasters' });
      expect(chosen.status).toBe(200);
      expect((await postJson(`${server.url}/api/reset-password`, { token, password: 'another-42-rides' })).status).toBe(
        400,
      );
      const signedIn = await postJson(`${server.url}/api/sign-in`, {
        email: 'owner@example.com',
        password: 'riding-42-coasters',
      });
      expect(signedIn.status).toBe(200);
      expect(await signedIn.json()).toMatchObject({ email: 'owner@example.com', scope: 'admin' });
      const cookie = signedIn.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^__Host-orbit_session=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/);

      // The API docs are for admins only in production (ADR 0050).
      expect((await fetch(`${server.url}/api/openapi.json`)).status).toBe(401);
      expect((await fetch(`${server.url}/api/docs/`)).status).toBe(401);
      const session = cookie.split(';')[0] ?? '';
      // In production an admin enrols a second factor before any staff call, the docs included (ADR 0056).
      const refused = await fetch(`${server.url}/api/openapi.json`, { headers: { cookie: session } });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: errorMessages.secondFactorRequired });
      const started = await postJson(`${server.url}/api/me/second-factor/totp`, {}, session);
      const { secret } = totpEnrolmentSchema.parse(await started.json());
      const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
      const confirmed = await postJson(`${server.url}/api/me/second-factor/totp/confirm`, { code }, session);
      expect(recoveryCodesSchema.parse(await confirmed.json()).recoveryCodes).toHaveLength(10);
      const document = await fetch(`${server.url}/api/openapi.json`, { headers: { cookie: session } });
      expect(document.status).toBe(200);
      expect(server.output()).toContain('API docs for admins');
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('refuses to start on a database that still holds demo accounts with the demo password', async () => {
    // The first start on an empty database is the test above's; here an embedded one starts migrated, sparing the
    // initdb that is most of a new PGlite folder's cost.
    const demoDatabase = kind.name === 'PGlite' ? await createMigratedPgliteFolder() : await kind.create();
    try {
      expect((await runScript('src/demo/seed-cli.ts', [], { ...demoDatabase.env, ...production })).code).toBe(1);
      const seeded = await runScript('src/demo/seed-cli.ts', ['--rides', '0'], demoDatabase.env);
      expect(seeded.code, seeded.output).toBe(0);
      const result = await runScript('src/main.ts', [], { ...demoDatabase.env, ...production });
      expect(result.code).toBe(1);
      expect(result.output).toMatch(/admin@example\.com/);
    } finally {
      await demoDatabase.drop();
    }
  }, 120_000);
});

describe.each(emptyDatabaseKinds.filter((kind) => kind.name === 'PostgreSQL'))(
  'a start outside production on an empty DATABASE_URL',
  (kind) => {
    it('seeds no demo account and tells how to create the first admin (ADR 0019)', async () => {
      const database = await kind.create();
      try {
        const server = await startServer(database.env);
        try {
          expect(server.output()).toContain('npm run create-admin');
          expect(server.output()).not.toContain('demo1234');
          const demo = await postJson(`${server.url}/api/sign-in`, {
            email: 'admin@example.com',
            password: 'demo1234',
          });
          expect(demo.status).toBe(401);
        } finally {
          await server.stop();
        }
      } finally {
        await database.drop();
      }
    }, 120_000);
  },
);
