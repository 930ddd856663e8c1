import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, productionProblems } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database in .data, port 3000 and a plain cookie', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      databaseUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(config.consoleDist).toMatch(/apps[/\\]console[/\\]dist$/);
    expect(config.session).toEqual({ idleMinutes: 30, maxHours: 12, secureCookie: false });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/var/lib/orbit',
      DATABASE_URL: 'postgres://db/orbit',
      SESSION_IDLE_MINUTES: '15',
      SESSION_MAX_HOURS: '8',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      dataDir: '/var/lib/orbit',
      databaseUrl: 'postgres://db/orbit',
      logLevel: 'warn',
    });
    expect(config.session).toMatchObject({ idleMinutes: 15, maxHours: 8 });
  });

  it('makes the cookie Secure in production unless COOKIE_SECURE says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).session.secureCookie).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).session.secureCookie).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).session.secureCookie).toBe(true);
  });

  it('checks answers against their contract except in production, unless CHECK_ANSWERS says otherwise', () => {
    expect(loadConfig({}).checkAnswers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).checkAnswers).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', CHECK_ANSWERS: 'true' }).checkAnswers).toBe(true);
    expect(loadConfig({ CHECK_ANSWERS: 'false' }).checkAnswers).toBe(false);
  });

  it('logs every request except in production, unless LOG_REQUESTS says otherwise', () => {
    expect(loadConfig({}).logRequests).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).logRequests).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', LOG_REQUESTS: 'true' }).logRequests).toBe(true);
    expect(loadConfig({ LOG_REQUESTS: 'false' }).logRequests).toBe(false);
  });

  it('requires a second factor of admins and supervisors in production only, unless REQUIRE_STAFF_SECOND_FACTOR says otherwise', () => {
    expect(loadConfig({}).secondFactor.requiredForStaff).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).secondFactor.requiredForStaff).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', REQUIRE_STAFF_SECOND_FACTOR: 'false' }).secondFactor.requiredForStaff,
    ).toBe(false);
    expect(loadConfig({ REQUIRE_STAFF_SECOND_FACTOR: 'true' }).secondFactor.requiredForStaff).toBe(true);
    expect(() => loadConfig({ REQUIRE_STAFF_SECOND_FACTOR: 'yes' })).toThrow(/REQUIRE_STAFF_SECOND_FACTOR/);
  });

  it('makes passkeys for the public host, or for localhost when it is the loopback, unless WEBAUTHN_* says otherwise', () => {
    expect(loadConfig({}).webauthn).toEqual({
      id: 'localhost',
      name: 'Orbit Console',
      origins: ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://localhost:5173'],
    });
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://console.orbit.example/', TOTP_ISSUER: 'Orbit' })
        .webauthn,
    ).toEqual({ id: 'console.orbit.example', name: 'Orbit', origins: ['https://console.orbit.example'] });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://console.orbit.example',
        WEBAUTHN_RP_ID: 'orbit.example',
        WEBAUTHN_RP_NAME: 'Orbit rides',
        WEBAUTHN_ORIGINS: 'https://admin.orbit.example/, https://console.orbit.example',
      }).webauthn,
    ).toEqual({
      id: 'orbit.example',
      name: 'Orbit rides',
      origins: ['https://console.orbit.example', 'https://admin.orbit.example'],
    });
  });

  it('serves the API docs to anyone outside production and to admins only in production, unless API_DOCS says otherwise', () => {
    expect(loadConfig({}).apiDocs).toBe('public');
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe('admin');
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(loadConfig({ API_DOCS: 'admin' }).apiDocs).toBe('admin');
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow('API_DOCS must be one of public, admin, off, got "yes"');
  });

  it('keeps uploads in the data folder, served at /uploads, 5 MiB at most, unless the environment says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/orbit' }).uploads).toEqual({
      dir: '/var/lib/orbit/uploads',
      maxBytes: 5 * 1024 * 1024,
      maxPixels: 40_000_000,
      publicUrl: '/uploads',
    });
    expect(
      loadConfig({
        UPLOADS_DIR: '/srv/images',
        UPLOAD_MAX_BYTES: '1000',
        UPLOAD_MAX_PIXELS: '2000',
        UPLOADS_PUBLIC_URL: 'https://cdn.example.com/orbit/',
      }).uploads,
    ).toEqual({ dir: '/srv/images', maxBytes: 1000, maxPixels: 2000, publicUrl: 'https://cdn.example.com/orbit' });
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: 'big' })).toThrow(/UPLOAD_MAX_BYTES/);
  });

  it('bounds connections, waits and statements, and exports per user, unless the environment says otherwise', () => {
    expect(loadConfig({}).database).toEqual({
      size: 10,
      waitMs: 3000,
      statementTimeoutMs: 15_000,
      exportSize: 4,
      exportStatementTimeoutMs: 600_000,
    });
    expect(loadConfig({}).exports).toEqual({ perUser: 2, writeTimeoutMs: 30_000 });
    const config = loadConfig({
      DATABASE_POOL_SIZE: '20',
      DATABASE_POOL_WAIT_MS: '0',
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
      DATABASE_EXPORT_POOL_SIZE: '2',
      EXPORT_STATEMENT_TIMEOUT_MS: '0',
      EXPORTS_PER_USER: '1',
      EXPORT_WRITE_TIMEOUT_MS: '10000',
    });
    expect(config.database).toEqual({
      size: 20,
      waitMs: 0,
      statementTimeoutMs: 5000,
      exportSize: 2,
      exportStatementTimeoutMs: 0,
    });
    expect(config.exports).toEqual({ perUser: 1, writeTimeoutMs: 10_000 });
    expect(() => loadConfig({ DATABASE_EXPORT_POOL_SIZE: '0' })).toThrow(/DATABASE_EXPORT_POOL_SIZE/);
    expect(() => loadConfig({ EXPORT_WRITE_TIMEOUT_MS: '0' })).toThrow(/EXPORT_WRITE_TIMEOUT_MS/);
  });

  it('limits API key calls to 600 a minute per key unless set, 0 for no limit (ADR 0092)', () => {
    expect(loadConfig({}).apiKeys).toEqual({
      secret: undefined,
      callsPerMinute: 600,
      expiryWarningCron: '41 * * * *',
    });
    expect(loadConfig({ API_KEY_EXPIRY_CRON: '5 * * * *' }).apiKeys.expiryWarningCron).toBe('5 * * * *');
    expect(loadConfig({ API_KEY_CALLS_PER_MINUTE: '0' }).apiKeys.callsPerMinute).toBe(0);
    expect(() => loadConfig({ API_KEY_CALLS_PER_MINUTE: '-1' })).toThrow(/API_KEY_CALLS_PER_MINUTE/);
  });

  it('refuses values that are not numbers or booleans', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
  });

  it('seeds demo data by default only for the embedded database outside production (ADR 0019)', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/orbit' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/orbit', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('lists what keeps a production start from being safe', () => {
    const safe = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example:587',
      PUBLIC_URL: 'https://orbit.example.com',
      DEVICE_SIGNING_KEY:
        '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA0rTSc9b0d4N8nHzrNOq1f3yYkyCR6eFrO1gK0yPqs5\n-----END PRIVATE KEY-----',
      API_KEY_SECRET: 'k7Jd0aQm3XbV9sLw2RtYz5Pc8NfHe1Gu4Ko6Ai0Bq',
    };
    expect(productionProblems(loadConfig(safe))).toEqual([]);
    expect(loadConfig(safe)).toMatchObject({ production: true, hsts: true, session: { secureCookie: true } });
    expect(productionProblems(loadConfig({ ...safe, SMTP_URL: '' })).join()).toMatch(/SMTP_URL is required/);
    expect(productionProblems(loadConfig({ ...safe, DEVICE_SIGNING_KEY: '' })).join()).toMatch(/DEVICE_SIGNING_KEY/);
    expect(productionProblems(loadConfig({ ...safe, API_KEY_SECRET: '' })).join()).toMatch(/API_KEY_SECRET/);
    expect(() => loadConfig({ ...safe, API_KEY_SECRET: 'short' })).toThrow(/API_KEY_SECRET/);
    expect(productionProblems(loadConfig({ ...safe, DEMO_DATA: 'true' })).join()).toMatch(/DEMO_DATA/);
    expect(productionProblems(loadConfig({ ...safe, COOKIE_SECURE: 'false' })).join()).toMatch(/COOKIE_SECURE/);
    expect(productionProblems(loadConfig({ ...safe, PUBLIC_URL: 'http://orbit.example.com' })).join()).toMatch(
      /PUBLIC_URL/,
    );
    expect(productionProblems(loadConfig({}))).toEqual([]);
  });

  it('trusts proxies by hop count or by address, never all of them', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/every X-Forwarded-For/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('serves metrics only when told, with a token too long to guess, and stops after a delay in production', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
    const token = 'x'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({
      token,
      port: 9464,
      host: '127.0.0.1',
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: 'none' })).toThrow(/METRICS_PORT/);
    expect(loadConfig({}).shutdown).toEqual({ delayMs: 0, graceMs: 25_000 });
    expect(loadConfig({ NODE_ENV: 'production' }).shutdown).toEqual({ delayMs: 5_000, graceMs: 25_000 });
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '0', SHUTDOWN_GRACE_MS: '1000' }).shutdown).toEqual({
      delayMs: 0,
      graceMs: 1000,
    });
  });
});
