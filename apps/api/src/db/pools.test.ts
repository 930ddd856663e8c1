import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { errorMessages, errorResponseSchema } from '@orbit/contract';
import { busyRetryAfterSeconds, registerErrorHandler } from '../plugins/error-handler.ts';
import { createTestApp, signIn } from '../test-support/test-app.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { driverClientOf } from './client.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { databaseErrorCode, pgErrorCodes } from './errors.ts';
import { selectRows } from './rows.ts';

const postgres = testDatabaseKinds.filter((kind) => kind.name === 'PostgreSQL');

function poolOf(db: Database): pg.Pool {
  const pool = driverClientOf(db);
  if (!(pool instanceof pg.Pool)) throw new Error('Not a node-postgres pool');
  return pool;
}

async function statementTimeoutOf(db: Database): Promise<string | undefined> {
  const [row] = await selectRows<{ statement_timeout: string }>(db, sql`show statement_timeout`);
  return row?.statement_timeout;
}

// PGlite has no pool: without TEST_DATABASE_URL the file says it was skipped (an empty file fails the run).
describe.skipIf(postgres.length > 0)('the connections of the server', () => {
  it.skip('are tested on PostgreSQL only: set TEST_DATABASE_URL', () => {});
});

/** A tiny pool of each kind, so that one held connection fills it (ADR 0051). */
describe.runIf(postgres.length > 0).each(postgres)('the connections of the server on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await kind.open({
      size: 1,
      waitMs: 200,
      statementTimeoutMs: 300,
      exportSize: 1,
      exportStatementTimeoutMs: 5000,
    });
    app = await createTestApp(handle);
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('answers 503 with Retry-After when no connection frees within the wait, and serves again once one does', async () => {
    const held = await poolOf(handle.db).connect();
    try {
      const refused = await signIn(app, 'supervisor@example.com', { remoteAddress: '10.51.0.1' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe(String(busyRetryAfterSeconds));
      expect(errorResponseSchema.strict().parse(refused.json())).toEqual({ message: errorMessages.serverBusy });
    } finally {
      held.release();
    }
    expect((await signIn(app, 'supervisor@example.com', { remoteAddress: '10.51.0.2' })).statusCode).toBe(200);
  });

  it('shows the busy connection, the wait and the wait that ran out in the metrics, per pool (ADR 0060)', async () => {
    const registry = app.operations.metrics.registry;
    const valueOf = async (name: string, labels: Record<string, string>) => {
      const metric = await registry.getSingleMetric(name)?.get();
      const sample = metric?.values.find((each) =>
        Object.entries(labels).every(([key, value]) => each.labels[key] === value),
      );
      return sample?.value ?? 0;
    };
    const waits = await valueOf('orbit_db_pool_waits_total', { pool: 'main' });
    const timeouts = await valueOf('orbit_db_pool_wait_timeouts_total', { pool: 'main' });
    const held = await poolOf(handle.db).connect();
    try {
      expect(await valueOf('orbit_db_pool_connections', { pool: 'main', state: 'busy' })).toBe(1);
      expect(await valueOf('orbit_db_pool_max_connections', { pool: 'main' })).toBe(1);
      expect((await signIn(app, 'supervisor@example.com', { remoteAddress: '10.51.0.3' })).statusCode).toBe(503);
    } finally {
      held.release();
    }
    expect(await valueOf('orbit_db_pool_waits_total', { pool: 'main' })).toBeGreaterThan(waits);
    expect(await valueOf('orbit_db_pool_wait_timeouts_total', { pool: 'main' })).toBeGreaterThan(timeouts);
    expect(await valueOf('orbit_db_pool_wait_timeouts_total', { pool: 'export' })).toBe(0);
    expect(await valueOf('orbit_db_pool_connections', { pool: 'main', state: 'busy' })).toBe(0);
  });

  it('keeps the exports to their own pool: with every export connection held, people still sign in', async () => {
    const held = await poolOf(handle.exportDb).connect();
    try {
      expect((await signIn(app, 'colaborador@example.com', { remoteAddress: '10.51.0.3' })).statusCode).toBe(200);
    } finally {
      held.release();
    }
  });

  it('ends the statements of ordinary requests at their timeout with 503, and gives exports a longer one', async () => {
    expect(await statementTimeoutOf(handle.db)).toBe('300ms');
    expect(await statementTimeoutOf(handle.exportDb)).toBe('5s');
    const slow = await handle.db.execute(sql`select pg_sleep(1)`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(databaseErrorCode(slow)).toBe(pgErrorCodes.queryCanceled);
    await handle.exportDb.execute(sql`select pg_sleep(0.5)`);

    // The same statement in a request answers 503 in the error shape, not 500.
    const bare = Fastify({ logger: false });
    registerErrorHandler(bare);
    bare.get('/slow', async () => {
      await handle.db.execute(sql`select pg_sleep(1)`);
      return 'done';
    });
    try {
      const response = await bare.inject({ method: 'GET', url: '/slow' });
      expect(response.statusCode).toBe(503);
      expect(errorResponseSchema.strict().parse(response.json())).toEqual({ message: errorMessages.tookTooLong });
    } finally {
      await bare.close();
    }
  });
});
