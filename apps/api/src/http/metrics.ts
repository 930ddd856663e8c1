import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { driverClientOf, type Database } from '../db/client.ts';
import { isConnectionWaitTimeout } from '../db/errors.ts';
import type { QueueCounts } from '../jobs/job-queue.ts';

/** What the session cache did since the server started (ADR 0060). */
export interface SessionCacheCounts {
  /** Sessions held now. */
  held: number;
  /** `get` calls answered from memory, and those that sent the request to the database. */
  hits: number;
  misses: number;
  /** Sessions dropped: by a change, a sign-out, the size bound, or the listener going quiet or coming back. */
  dropped: number;
}

/**
 * The server's Prometheus metrics (ADR 0060), in a registry of this app's own: tests build many apps in one process,
 * and prom-client's global registry would refuse a second metric of the same name.
 */
export type Metrics = ReturnType<typeof createMetrics>;

/** Seconds; from a session-cache hit (well under a millisecond) to a slow report or a large export's start. */
const latencyBuckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: { processMetrics: boolean }) {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'orbit_' });
  return {
    registry,
    requests: new Counter({
      name: 'orbit_http_requests_total',
      help: 'Answered requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    requestDuration: new Histogram({
      name: 'orbit_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: latencyBuckets,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'orbit_rate_limit_refusals_total',
      help: 'Attempts a limit refused, by kind of limit (sign-in per address, per account, ...)',
      labelNames: ['limit'] as const,
      registers,
    }),
    deviceRides: new Counter({
      name: 'orbit_device_rides_total',
      help: "Rides the machines delivered, by the server's answer: accepted, duplicate, conflict or rejected",
      labelNames: ['status'] as const,
      registers,
    }),
    deviceValidations: new Counter({
      name: 'orbit_device_validations_total',
      help: 'Licence validations of the machines, by the code answered',
      labelNames: ['code'] as const,
      registers,
    }),
  };
}

/** Counts every answer by its route's pattern (never the raw URL, whose paths and queries are unbounded). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    // Fastify's not-found answers have no pattern; the console's pages share one.
    const route = request.routeOptions.url ?? 'no route';
    const method = request.method;
    metrics.requests.inc({ method, route, status: String(reply.statusCode) });
    metrics.requestDuration.observe({ method, route }, reply.elapsedTime / 1000);
  });
}

/** Read at each scrape from what the services count anyway, so a request pays nothing for them. */
export function observeServices(
  metrics: Metrics,
  sources: {
    sessionCache: (() => SessionCacheCounts) | null;
    exportsInFlight: () => number;
    /** Live streams open on this process (ADR 0082). */
    liveStreams: () => number;
    jobs: () => Promise<QueueCounts[]>;
  },
): void {
  const registers = [metrics.registry];
  const { sessionCache, exportsInFlight, liveStreams, jobs } = sources;
  // The job queue (ADR 0079): one query per scrape gives the four.
  const jobGauges = (
    [
      ['queued', 'orbit_jobs_queued', 'Jobs waiting for a worker, first attempts and retries, by queue'],
      ['running', 'orbit_jobs_running', 'Jobs a worker is running now, by queue'],
      ['failed', 'orbit_jobs_failed', 'Jobs out of retries (kept as dead letters), by queue'],
      ['oldestSeconds', 'orbit_jobs_oldest_waiting_seconds', 'How long the oldest job ready to run has waited'],
    ] as const
  ).map(([field, name, help]) => ({ field, gauge: new Gauge({ name, help, labelNames: ['queue'], registers }) }));
  new Gauge({
    name: 'orbit_jobs_scrape_ok',
    help: 'Whether the job counts could be read at this scrape',
    registers,
    async collect() {
      try {
        const counts = await jobs();
        for (const { field, gauge } of jobGauges) {
          gauge.reset();
          for (const queue of counts) gauge.set({ queue: queue.name }, queue[field]);
        }
        this.set(1);
      } catch {
        this.set(0);
      }
    },
  });
  new Gauge({
    name: 'orbit_exports_in_flight',
    help: 'CSV exports streaming now',
    registers,
    collect() {
      this.set(exportsInFlight());
    },
  });
  new Gauge({
    name: 'orbit_live_streams_open',
    help: 'Live streams (GET /api/live) open on this process',
    registers,
    collect() {
      this.set(liveStreams());
    },
  });
  if (!sessionCache) return;
  new Gauge({
    name: 'orbit_session_cache_sessions',
    help: 'Sessions held in memory',
    registers,
    collect() {
      this.set(sessionCache().held);
    },
  });
  const counts: [keyof SessionCacheCounts, string, string][] = [
    ['hits', 'orbit_session_cache_hits_total', 'Signed-in requests answered from the session cache'],
    ['misses', 'orbit_session_cache_misses_total', 'Signed-in requests that read their session from the database'],
    [
      'dropped',
      'orbit_session_cache_drops_total',
      'Sessions dropped from the cache: changes, sign-outs, the size bound, the listener going quiet',
    ],
  ];
  for (const [field, name, help] of counts) {
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(sessionCache()[field]);
      },
    });
  }
}

/**
 * The connections of node-postgres pools (ADR 0051): in use, idle, the queries waiting for one, and how many had to
 * wait or gave up waiting. PGlite has one connection and no pool: nothing is reported for it.
 */
export function observePools(metrics: Metrics, pools: Record<string, Database>): void {
  const known = Object.entries(pools)
    .map(([name, db]) => [name, driverClientOf(db)] as const)
    .filter((entry): entry is readonly [string, pg.Pool] => entry[1] instanceof pg.Pool);
  // The export pool is the main one when no export pool was given: report each pool once.
  const byPool = new Map(known.map(([name, pool]) => [pool, name]));
  if (byPool.size === 0) return;
  const registers = [metrics.registry];
  new Gauge({
    name: 'orbit_db_pool_connections',
    help: 'Connections of the database pools, by pool and state (busy, idle)',
    labelNames: ['pool', 'state'] as const,
    registers,
    collect() {
      for (const [pool, name] of byPool) {
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'busy' }, pool.totalCount - pool.idleCount);
      }
    },
  });
  new Gauge({
    name: 'orbit_db_pool_max_connections',
    help: 'The most connections each pool opens',
    labelNames: ['pool'] as const,
    registers,
    collect() {
      for (const [pool, name] of byPool) this.set({ pool: name }, pool.options.max);
    },
  });
  new Gauge({
    name: 'orbit_db_pool_waiting',
    help: 'Queries waiting for a free connection now',
    labelNames: ['pool'] as const,
    registers,
    collect() {
      for (const [pool, name] of byPool) this.set({ pool: name }, pool.waitingCount);
    },
  });
  const waits = new Counter({
    name: 'orbit_db_pool_waits_total',
    help: 'Connections asked for while every connection of the pool was busy',
    labelNames: ['pool'] as const,
    registers,
  });
  const timeouts = new Counter({
    name: 'orbit_db_pool_wait_timeouts_total',
    help: 'Waits for a connection that ran out (answered 503)',
    labelNames: ['pool'] as const,
    registers,
  });
  for (const [pool, name] of byPool) countWaits(pool, name, waits, timeouts);
}

/**
 * node-postgres tells nothing of a wait once it is over, so each checkout is looked at as it starts: with no idle
 * connection and none left to open, it waits. Its queries go through `connect` too.
 */
function countWaits(pool: pg.Pool, name: string, waits: Counter<'pool'>, timeouts: Counter<'pool'>): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const counted = (error: unknown) => {
    if (error && isConnectionWaitTimeout(error)) timeouts.inc({ pool: name });
  };
  pool.connect = ((...args: unknown[]) => {
    if (pool.idleCount === 0 && pool.totalCount >= (pool.options.max ?? 10)) waits.inc({ pool: name });
    const [callback] = args;
    if (typeof callback === 'function') {
      return connect((error: unknown, ...rest: unknown[]) => {
        counted(error);
        (callback as (...parts: unknown[]) => void)(error, ...rest);
      });
    }
    return (connect() as Promise<unknown>).catch((error: unknown) => {
      counted(error);
      throw error;
    });
  }) as typeof pool.connect;
}

/**
 * `GET /api/metrics` for callers who send `Authorization: Bearer <METRICS_TOKEN>`; without the setting there is no
 * such route (404). Left out of the contract and the OpenAPI document: it is the operators', not the console's.
 */
export function serveMetricsRoute(app: FastifyInstance, registry: Registry, token: string): void {
  const expected = digestOf(token);
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digestOf(given), expected)) {
      void reply.code(401).header('www-authenticate', 'Bearer');
      return { message: 'The metrics need their bearer token' };
    }
    void reply.type(registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}

/** Equal lengths for `timingSafeEqual`, whatever was sent. */
function digestOf(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * `GET /metrics` on a port of its own (METRICS_PORT), apart from the public listener: a proxy in front never routes
 * to it, and the monitoring network reaches it without any token.
 */
export async function serveMetricsPort(registry: Registry, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
