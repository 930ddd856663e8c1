import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { GameModel } from '@orbit/domain';
import type { DatabaseHandle } from '../db/client.ts';
import { demoPassword } from '../demo/demo-accounts.ts';
import { devices, licenses, rides, users, walletRecords } from '../db/schema.ts';
import { createTestApp, sessionCookieName, sessionCookieOf, signIn } from './test-app.ts';
import type { TestDatabaseKind } from './test-database.ts';

let sequence = 0;
const next = () => ++sequence;

export interface TestClient {
  id: number;
  email: string;
}

/** A client of its own for one test, with the demo password (its hash copied, argon2 is slow on purpose). */
export async function createClient(
  handle: DatabaseHandle,
  fields: { timezone?: string; mayRequestUnblock?: boolean; countryId?: number } = {},
): Promise<TestClient> {
  const [demo] = await handle.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, 4));
  const email = `fixture.${next()}.${Date.now()}@example.com`;
  const [row] = await handle.db
    .insert(users)
    .values({
      name: 'Fixture Client',
      email,
      passwordHash: demo?.passwordHash ?? '',
      scope: 'user',
      countryId: fields.countryId ?? 76,
      timezone: fields.timezone ?? 'America/Sao_Paulo',
      mayRequestUnblock: fields.mayRequestUnblock ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('No fixture client');
  return { id: row.id, email };
}

export interface TestLicense {
  id: number;
  key: string;
  label: string;
}

export async function createLicense(
  handle: DatabaseHandle,
  userId: number,
  fields: { gameModel?: GameModel; unlimitedSince?: Date; createdAt?: Date; label?: string } = {},
): Promise<TestLicense> {
  const number = next();
  const [row] = await handle.db
    .insert(licenses)
    .values({
      key: `TEST-${number}-${Date.now()}`,
      label: fields.label ?? `Fixture ${number}`,
      gameModel: fields.gameModel ?? 'OrbitCoaster',
      issuerUserId: 1,
      userId,
      createdAt: fields.createdAt ?? new Date('2025-01-01T00:00:00Z'),
      unlimitedSince: fields.unlimitedSince ?? null,
    })
    .returning({ id: licenses.id, key: licenses.key, label: licenses.label });
  if (!row) throw new Error('No fixture licence');
  return row;
}

export async function addRide(
  handle: DatabaseHandle,
  licenseId: number,
  fields: {
    consumedAt: string;
    customers?: number;
    charged?: number;
    durationSeconds?: number;
    scenarioId?: number;
    creditsAdded?: number;
  },
): Promise<number> {
  const consumedAt = new Date(fields.consumedAt);
  const [row] = await handle.db
    .insert(rides)
    .values({
      licenseId,
      scenarioId: fields.scenarioId ?? 1,
      consumedAt,
      syncedAt: new Date(consumedAt.getTime() + 60_000),
      durationSeconds: fields.durationSeconds ?? 200,
      customersAmount: fields.customers ?? 1,
      chargedAmount: fields.charged ?? 0,
      rideCost: 10,
      creditsAdded: fields.creditsAdded ?? 10,
      creditsAddOnKeyboard: 0,
      creditsExpired: 0,
      discountUsed: 0,
    })
    .returning({ id: rides.id });
  if (!row) throw new Error('No fixture ride');
  return row.id;
}

/** A machine activated on the licence, written directly (tests of the device protocol activate through it). */
export async function addDevice(handle: DatabaseHandle, licenseId: number): Promise<number> {
  const at = new Date('2026-02-01T00:00:00Z');
  const [row] = await handle.db
    .insert(devices)
    .values({
      licenseId,
      fingerprint: `fixture-${next()}`,
      publicKey: 'A'.repeat(43),
      tokenHash: `fixture-token-${next()}-${Date.now()}`,
      hostname: 'fixture-pc',
      appVersion: '1.0.0',
      gameVersion: '1.0.0',
      activatedAt: at,
      lastSeenAt: at,
      licenseFileIssuedAt: at,
      licenseFileExpiresAt: new Date(at.getTime() + 3 * 86_400_000),
      licenseFileDigest: '',
    })
    .returning({ id: devices.id });
  if (!row) throw new Error('No fixture device');
  return row.id;
}

export async function addWalletRecord(handle: DatabaseHandle, userId: number, amount: number, createdAt: string) {
  await handle.db.insert(walletRecords).values({ userId, amount, issuerUserId: 1, createdAt: new Date(createdAt) });
}

/** Signs in from an address of its own, so the per-address sign-in limit never trips a test. */
export async function sessionOf(app: FastifyInstance, email: string): Promise<string> {
  const number = next();
  return sessionCookieOf(await signIn(app, email, { remoteAddress: `10.9.${number >> 8}.${number & 255}` }));
}

/** A call with the session cookie and any headers; the body is sent as JSON when given. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: {
    cookie?: string | undefined;
    payload?: unknown;
    remoteAddress?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(options.headers && { headers: options.headers }),
    ...(options.cookie && { cookies: { [sessionCookieName]: options.cookie } }),
    ...(options.payload !== undefined && { payload: options.payload as object }),
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  });
}

/** A signed-in client whose new email waits for its confirmation link (ADR 0055): its cookie and both addresses. */
export async function clientWithPendingEmail(
  app: FastifyInstance,
  handle: DatabaseHandle,
): Promise<TestClient & { cookie: string; pendingEmail: string }> {
  const client = await createClient(handle);
  const cookie = await sessionOf(app, client.email);
  const pendingEmail = `pending.${client.id}@example.com`;
  const asked = await call(app, 'POST', '/api/me/email', {
    cookie,
    payload: { email: pendingEmail, currentPassword: demoPassword },
  });
  if (asked.statusCode !== 200) throw new Error(`No pending email change: ${asked.statusCode} ${asked.body}`);
  return { ...client, cookie, pendingEmail };
}

/** The app of an admin test block: its database, the app, the admin's session cookie and a client of its own. */
export interface AdminTestApp {
  handle: DatabaseHandle;
  app: FastifyInstance;
  admin: string;
  client: TestClient;
}

/**
 * Opens the database and the app before the tests of the calling describe block, signs the admin in and makes a
 * client, and closes both after them. The fields are filled once the block's `beforeAll` has run.
 */
export function adminTestApp(kind: TestDatabaseKind): AdminTestApp {
  const env = {} as AdminTestApp;
  beforeAll(async () => {
    env.handle = await kind.open();
    env.app = await createTestApp(env.handle);
    env.admin = await sessionOf(env.app, 'admin@example.com');
    env.client = await createClient(env.handle);
  });
  afterAll(async () => {
    await env.app.close();
    await env.handle.close();
  });
  return env;
}
