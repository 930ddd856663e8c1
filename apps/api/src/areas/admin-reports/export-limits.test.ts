import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errorMessages, errorResponseSchema } from '@orbit/contract';
import { exportApplicationName } from '../../db/client.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { exportRetryAfterSeconds } from './export-slots.ts';
import { call, createClient, createLicense, sessionOf } from '../../test-support/fixtures.ts';
import { createTestApp, sessionCookieName } from '../../test-support/test-app.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

/**
 * Enough rides, on a licence with a label as long as labels go, that their CSV (about 9 MB) cannot all wait in the
 * sockets' buffers of a client that stops reading.
 */
const rideCount = 40_000;
const longestLabel = 'L'.repeat(100);
const january = { startAt: '2026-01-01T00:00:00.000Z', endAt: '2026-02-01T00:00:00.000Z' };
const writeTimeoutMs = 1000;
const exportUrl = '/api/admin/reports/consumptions/csv';
const brazil = 76;

/**
 * One export per user, and on PostgreSQL one export connection: an export that kept its slot or its connection
 * would show as a 429 or a 503 for the next one (ADR 0051).
 */
describe.each(testDatabaseKinds)('the limits of CSV exports on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let origin: string;
  let colaborador: string;
  let supervisor: string;
  let filters: { id: number[]; licensesKey: string[]; startAt: string; endAt: string };

  beforeAll(async () => {
    handle = await kind.open({
      size: 10,
      waitMs: 1000,
      statementTimeoutMs: 0,
      exportSize: 1,
      exportStatementTimeoutMs: 0,
    });
    app = await createTestApp(handle, {
      env: { EXPORTS_PER_USER: '1', EXPORT_WRITE_TIMEOUT_MS: String(writeTimeoutMs) },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    colaborador = await sessionOf(app, 'colaborador@example.com');
    supervisor = await sessionOf(app, 'supervisor@example.com');
    const client = await createClient(handle);
    const license = await createLicense(handle, client.id, { label: longestLabel });
    // Without the rollups' trigger, which costs PGlite half a minute here: these tests read rides, not the reports' sums.
    await handle.db.execute(sql`alter table rides disable trigger rides_rollups_insert`);
    await handle.db.execute(sql`
      insert into rides (license_id, scenario_id, consumed_at, synced_at, duration_seconds, customers_amount,
                         charged_amount, ride_cost, credits_added, credits_add_on_keyboard, credits_expired, discount_used)
      select ${license.id}::int, 1, at, at + interval '1 minute', 300, 2, 0, 10, 4, 0, 0, 0
      from (select ${january.startAt}::timestamptz + s.i * interval '40 seconds' as at
            from generate_series(1, ${rideCount}::int) as s(i)) as timed`);
    await handle.db.execute(sql`alter table rides enable trigger rides_rollups_insert`);
    filters = { id: [client.id], licensesKey: [license.key], ...january };
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  /** An export whose client reads the answer's head, then nothing more. */
  async function stalledExport(cookie: string): Promise<IncomingMessage> {
    const sent = httpRequest(`${origin}${exportUrl}`, {
      method: 'POST',
      headers: {
        cookie: `${sessionCookieName}=${cookie}`,
        'content-type': 'application/json',
        'accept-encoding': 'identity',
      },
    });
    sent.end(JSON.stringify(filters));
    const [response] = (await once(sent, 'response')) as [IncomingMessage];
    response.pause();
    // A cut answer ends with an 'aborted' error; the test looks at `complete` instead.
    response.on('error', () => undefined);
    return response;
  }

  /** A small export of the same user, which takes a slot (and on PostgreSQL the export connection) too. */
  const smallExport = (cookie: string) =>
    call(app, 'POST', '/api/admin/reports/orbitcoins/salesmonth/csv', {
      cookie,
      payload: { countries: [brazil], ...january },
    });

  /** The slot and connection of an export that ended come back once the server has seen it end. */
  const untilFree = { timeout: 10_000, interval: 100 };

  /** Reads what the stalled client had left unread; true when the answer arrived whole. */
  async function readToEnd(response: IncomingMessage): Promise<boolean> {
    const ended = new Promise<void>((resolve) => response.once('close', resolve));
    response.resume();
    await ended;
    return response.complete;
  }

  async function exportBackendsCopying(): Promise<number> {
    const [row] = await selectRows<{ running: number }>(
      handle.db,
      sql`select count(*)::int as running from pg_stat_activity
          where application_name = ${exportApplicationName} and state = 'active' and query ilike 'copy%'`,
    );
    return row?.running ?? 0;
  }

  it('answers 429 with Retry-After to an export beyond the limit while the first runs, and not once it ended', async () => {
    const first = await stalledExport(colaborador);
    expect(first.statusCode).toBe(200);

    const refused = await smallExport(colaborador);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(exportRetryAfterSeconds));
    expect(errorResponseSchema.strict().parse(refused.json())).toEqual({ message: errorMessages.tooManyExports });
    // Another user's export is not counted against this one.
    expect((await smallExport(supervisor)).statusCode).not.toBe(429);

    // The client goes away: its slot is given back.
    first.destroy();
    await expect.poll(async () => (await smallExport(colaborador)).statusCode, untilFree).toBe(200);
  });

  it('cuts off an export whose client stops reading, and gives back its slot and its connection', async () => {
    const stalled = await stalledExport(colaborador);
    expect(stalled.statusCode).toBe(200);
    expect((await smallExport(colaborador)).statusCode).toBe(429);

    // The write timeout ends the stream: the slot comes back (and on PostgreSQL the one export connection, without
    // which the export would wait for it and answer 503), while the client still reads nothing.
    await expect.poll(async () => (await smallExport(colaborador)).statusCode, untilFree).toBe(200);
    if (kind.name === 'PostgreSQL') expect(await exportBackendsCopying()).toBe(0);
    expect(await readToEnd(stalled)).toBe(false);
  });
});
