import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { webhookEndpointWithSecretSchema } from '@orbit/contract';
import { call } from './cluster-proofs.ts';
import { scratchDatabase, type ScratchDatabase } from './scratch-database.ts';

/** One delivery the receiver took: the event's id, type and data, when it was made and when it arrived. */
export interface TakenDelivery {
  id: string;
  type: string;
  accountId: number | null;
  data: Record<string, unknown>;
  createdAt: number;
  receivedAt: number;
}

/**
 * A receiver of webhooks on 127.0.0.1:`port` that checks every request with the `standardwebhooks` package, as
 * a receiver of another system would. A request that fails the check is answered 400 and counted, never kept as
 * delivered. It can be stopped and started again on the same port (a receiver that is down refuses connections),
 * and told to hold each answer for a while (a slow receiver, so deliveries are in flight).
 */
export function verifyingReceiver(port: number) {
  const taken: TakenDelivery[] = [];
  let verifier: Webhook | undefined;
  let refused = 0;
  let holdMs = 0;
  let open = 0;
  let server: Server | undefined;

  function listen(): Promise<void> {
    const next = createServer((request, response) => {
      const chunks: Buffer[] = [];
      open += 1;
      let answered = false;
      const settle = () => {
        if (answered) return false;
        answered = true;
        open -= 1;
        return true;
      };
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const receivedAt = Date.now();
        let event: Omit<TakenDelivery, 'receivedAt' | 'createdAt'> & { createdAt: string };
        try {
          if (!verifier) throw new Error('No secret yet');
          event = verifier.verify(body, request.headers as Record<string, string>) as typeof event;
        } catch {
          refused += 1;
          settle();
          response.writeHead(400).end('signature refused');
          return;
        }
        const answer = () => {
          // Kept only when answered: a server that went away before the answer sends the event again.
          if (!settle()) return;
          taken.push({ ...event, createdAt: Date.parse(event.createdAt), receivedAt });
          response.writeHead(200).end('ok');
        };
        if (holdMs > 0) setTimeout(answer, holdMs);
        else answer();
      });
      response.on('close', () => settle());
    });
    server = next;
    return new Promise((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
  }

  return {
    taken,
    url: `http://127.0.0.1:${port}/hooks`,
    /** Requests whose signature or timestamp the `standardwebhooks` package refused. */
    refused: () => refused,
    /** Requests read and not yet answered. */
    open: () => open,
    /** The endpoint's secret (`whsec_…`), once the server made it. */
    useSecret(secret: string) {
      verifier = new Webhook(secret);
    },
    holdAnswers(ms: number) {
      holdMs = ms;
    },
    start: listen,
    /** Stops listening and drops open connections: the server's attempts are refused until it starts again. */
    async stop() {
      const current = server;
      if (!current) return;
      server = undefined;
      current.closeAllConnections();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    /** Distinct event ids taken, and how many deliveries repeated one. */
    counts() {
      const ids = new Set(taken.map((delivery) => delivery.id));
      return { distinct: ids.size, repeats: taken.length - ids.size };
    },
  };
}

export type VerifyingReceiver = ReturnType<typeof verifyingReceiver>;

/** Makes the business's endpoint (as an admin) for the event types given, and answers its id and secret. */
export async function makeBusinessEndpoint(
  baseUrl: string,
  cookie: string,
  url: string,
  eventTypes: string[],
): Promise<{ id: number; secret: string }> {
  const response = await call(
    baseUrl,
    'POST',
    '/api/admin/webhook-endpoints',
    cookie,
    { url, eventTypes, description: 'Proof receiver' },
    { origin: baseUrl },
  );
  if (response.status !== 201)
    throw new Error(`Making an endpoint answered ${response.status}: ${await response.text()}`);
  const made = webhookEndpointWithSecretSchema.parse(await response.json());
  if (!made.secret) throw new Error('No secret in the answer that made the endpoint');
  return { id: made.endpoint.id, secret: made.secret };
}

/**
 * Inserts coins into a client's wallet as an admin, with an Idempotency-Key; answers the status and the record id
 * (a `coins.inserted` event names it). Throws when no answer came (the caller sends the same key again).
 */
export async function insertCoins(
  baseUrl: string,
  cookie: string,
  userId: number,
  amount: number,
  key: string = randomUUID(),
): Promise<{ status: number; recordId?: number }> {
  const response = await call(
    baseUrl,
    'POST',
    `/api/admin/users/${userId}/wallet-records`,
    cookie,
    { amount },
    { origin: baseUrl, 'idempotency-key': key },
  );
  if (response.status >= 500) throw new Error(`status ${response.status}`);
  if (!response.ok) return { status: response.status };
  const record = (await response.json()) as { id: number };
  return { status: response.status, recordId: record.id };
}

/** The PostgreSQL server of a proof: `--postgres`, then DATABASE_URL, then TEST_DATABASE_URL; none means PGlite. */
export function proofPostgresUrl(option: string | undefined): string | undefined {
  return option || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

/** The databases to run on: PGlite unless `--only postgres`, PostgreSQL when a URL is known unless `--pglite`. */
export function proofDatabases(
  postgresUrl: string | undefined,
  options: { only?: string | undefined; pglite?: boolean | undefined },
): (string | undefined)[] {
  const only = options.pglite ? 'pglite' : options.only;
  return [...(only !== 'postgres' ? [undefined] : []), ...(postgresUrl && only !== 'pglite' ? [postgresUrl] : [])];
}

export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

export async function waitUntil(done: () => boolean, limitMs: number, stepMs = 100): Promise<boolean> {
  const started = performance.now();
  while (!done()) {
    if (performance.now() - started > limitMs) return false;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  return true;
}

/** One line of a proof's verdict. */
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/**
 * Runs a proof on each of its databases (`proofDatabases`), each a scratch database dropped afterwards, then prints
 * `header` and every check, and ends the process with 1 when one failed.
 */
export async function runProofOnEachDatabase(
  purpose: string,
  options: { postgres?: string | undefined; only?: string | undefined; pglite?: boolean | undefined },
  run: (scratch: ScratchDatabase) => Promise<Check[]>,
  header: () => string,
): Promise<never> {
  const results: { kind: string; checks: Check[] }[] = [];
  for (const url of proofDatabases(proofPostgresUrl(options.postgres), options)) {
    const scratch = await scratchDatabase(purpose, url);
    try {
      results.push({ kind: scratch.kind, checks: await run(scratch) });
    } finally {
      await scratch.drop();
    }
  }
  console.log(`\n${header()}`);
  let failed = false;
  for (const result of results) {
    console.log(`\n${result.kind}`);
    for (const check of result.checks) {
      console.log(`  ${check.ok ? 'PASS' : 'FAIL'} ${check.name}: ${check.detail}`);
      if (!check.ok) failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}
