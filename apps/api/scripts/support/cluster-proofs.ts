import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { demoPassword } from '../../src/demo/demo-accounts.ts';
import { users, walletRecords } from '../../src/db/schema.ts';
import type { Cluster } from './cluster.ts';

/**
 * The proofs of issue "run it like a service" on a cluster (docs/adr/0062), shared by `cluster.test.ts` and
 * `npm run bench:cluster`: sessions shared by every process, access changes honoured by all within a second, and
 * no committed write lost or doubled when a process is killed under load.
 */

/** Signs in at `baseUrl` (a process or the proxy) and answers the session cookie. */
export async function signInAt(baseUrl: string, email: string, password = demoPassword): Promise<string> {
  const response = await fetch(`${baseUrl}/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('orbit_session='));
  if (!response.ok || !cookie) throw new Error(`Sign-in of ${email} at ${baseUrl} answered ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

export async function call(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  cookie: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}${url}`, {
    method,
    headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

/** The statuses of `GET /api/me` with a cookie made on the first process, asked of every process directly. */
export async function sessionAnswersOnEveryProcess(cluster: Cluster, email: string): Promise<number[]> {
  const [first] = cluster.processes;
  if (!first) throw new Error('No process');
  const cookie = await signInAt(first.url, email);
  return Promise.all(
    cluster.processes.map(async (server) => (await call(server.url, 'GET', '/api/me', cookie)).status),
  );
}

/**
 * Milliseconds until every process other than the one that made the change honours it: `done` is asked of each
 * process every 20 ms after `change` answered.
 */
async function millisecondsUntilEveryProcess(
  cluster: Cluster,
  change: () => Promise<void>,
  done: (baseUrl: string) => Promise<boolean>,
  timeoutMs = 10_000,
): Promise<number[]> {
  await change();
  const changedAt = performance.now();
  return Promise.all(
    cluster.processes.slice(1).map(async (server) => {
      while (performance.now() - changedAt < timeoutMs) {
        if (await done(server.url)) return performance.now() - changedAt;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return Number.POSITIVE_INFINITY;
    }),
  );
}

/** A new account of the demo password, for a proof that changes it. */
export async function addAccount(db: Database, scope: 'user' | 'colaborador'): Promise<{ id: number; email: string }> {
  const [model] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(sql`${users.id} = 4`);
  const email = `cluster.${scope}.${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      name: `Cluster ${scope}`,
      email,
      passwordHash: model?.passwordHash ?? '',
      scope,
      countryId: 76,
      timezone: 'America/Sao_Paulo',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('No account');
  return { id: row.id, email };
}

/**
 * An admin on the first process disables a client signed in on every process, then promotes a colaborador to
 * supervisor: how long each other process took to refuse the client's session and to show the new scope.
 */
export async function accessChangeDelays(
  cluster: Cluster,
  db: Database,
): Promise<{ disable: number[]; scopeChange: number[] }> {
  const [first] = cluster.processes;
  if (!first) throw new Error('No process');
  const admin = await signInAt(first.url, 'admin@example.com');
  const client = await addAccount(db, 'user');
  const clientCookie = await signInAt(first.url, client.email);
  // Each process has the session in its cache before the change.
  for (const server of cluster.processes) await call(server.url, 'GET', '/api/me', clientCookie);
  const disable = await millisecondsUntilEveryProcess(
    cluster,
    async () => {
      const answer = await call(first.url, 'POST', `/api/admin/users/${client.id}/disable`, admin, {});
      if (!answer.ok) throw new Error(`Disable answered ${answer.status}: ${await answer.text()}`);
    },
    async (baseUrl) => (await call(baseUrl, 'GET', '/api/me', clientCookie)).status === 401,
  );

  const colaborador = await addAccount(db, 'colaborador');
  const colaboradorCookie = await signInAt(first.url, colaborador.email);
  for (const server of cluster.processes) await call(server.url, 'GET', '/api/me', colaboradorCookie);
  const scopeChange = await millisecondsUntilEveryProcess(
    cluster,
    async () => {
      const answer = await call(first.url, 'PATCH', `/api/admin/users/${colaborador.id}/edit`, admin, {
        email: colaborador.email,
        name: 'Cluster supervisor',
        scope: 'supervisor',
      });
      if (!answer.ok) throw new Error(`Scope change answered ${answer.status}: ${await answer.text()}`);
    },
    async (baseUrl) => {
      const answer = await call(baseUrl, 'GET', '/api/me', colaboradorCookie);
      return answer.ok && ((await answer.json()) as { scope: string }).scope === 'supervisor';
    },
  );
  return { disable, scopeChange };
}

export interface KillUnderLoadResult {
  /** Insertions the callers meant to make, each with its own Idempotency-Key. */
  insertions: number;
  /** Requests sent, retries included. */
  requests: number;
  retries: number;
  /** Insertions still failing after every retry: what a caller would have seen. */
  failedAfterRetries: number;
  /** Rows per key in the ledger afterwards: each acknowledged key must have exactly one. */
  acknowledgedWithoutRow: number;
  duplicated: number;
  /** Rows whose key was never acknowledged (a write that committed while its answer was lost, then not retried). */
  unacknowledgedRows: number;
  /** The client's balance change against the sum of acknowledged amounts. */
  balanceMatches: boolean;
  killedAfterMs: number;
}

/**
 * `workers` staff callers insert coins for a client through the proxy, each insertion with its own Idempotency-Key
 * and retried with the same key (up to `attempts` times, 50 ms apart) on a network error or a 5xx; after
 * `killAfterMs` the second process is killed with SIGKILL. Then the ledger is read back.
 */
export async function killUnderLoad(
  cluster: Cluster,
  db: Database,
  options: {
    workers: number;
    durationMs: number;
    killAfterMs: number;
    attempts: number;
    /** The load goes on past `durationMs` until this many insertions were made, however slow the machine. */
    minInsertions?: number;
  },
): Promise<KillUnderLoadResult> {
  const staff = await signInAt(cluster.proxyUrl, 'colaborador@example.com');
  const client = await addAccount(db, 'user');
  const balanceOf = async () => {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${walletRecords.amount}), 0)::text` })
      .from(walletRecords)
      .where(sql`${walletRecords.userId} = ${client.id}`);
    return Number(row?.total ?? 0);
  };
  const before = await balanceOf();
  const acknowledged = new Map<string, number>();
  const keys: string[] = [];
  let requests = 0;
  let retries = 0;
  let failedAfterRetries = 0;
  const started = performance.now();
  const victim = cluster.processes[1];
  const killer = setTimeout(() => victim?.child.kill('SIGKILL'), options.killAfterMs);

  async function insertOnce(key: string, amount: number): Promise<boolean> {
    for (let attempt = 1; attempt <= options.attempts; attempt++) {
      requests++;
      if (attempt > 1) retries++;
      try {
        const answer = await call(
          cluster.proxyUrl,
          'POST',
          `/api/admin/users/${client.id}/wallet-records`,
          staff,
          { amount },
          { 'idempotency-key': key },
        );
        await answer.arrayBuffer();
        if (answer.ok) return true;
        if (answer.status < 500) throw new Error(`Insertion answered ${answer.status}`);
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  await Promise.all(
    Array.from({ length: options.workers }, async (_, worker) => {
      const going = () =>
        performance.now() - started < options.durationMs || keys.length < (options.minInsertions ?? 0);
      for (let index = 0; going(); index++) {
        const key = `cluster-${worker}-${index}-${randomUUID()}`;
        const amount = 1 + ((worker + index) % 5);
        keys.push(key);
        if (await insertOnce(key, amount)) acknowledged.set(key, amount);
        else failedAfterRetries++;
      }
    }),
  );
  clearTimeout(killer);

  const rows = new Map<string, number>();
  for (let offset = 0; offset < keys.length; offset += 1000) {
    const found = await db
      .select({ key: walletRecords.idempotencyKey, count: sql<string>`count(*)::text` })
      .from(walletRecords)
      .where(inArray(walletRecords.idempotencyKey, keys.slice(offset, offset + 1000)))
      .groupBy(walletRecords.idempotencyKey);
    for (const row of found) if (row.key) rows.set(row.key, Number(row.count));
  }
  const acknowledgedSum = [...acknowledged.values()].reduce((sum, amount) => sum + amount, 0);
  return {
    insertions: keys.length,
    requests,
    retries,
    failedAfterRetries,
    acknowledgedWithoutRow: [...acknowledged.keys()].filter((key) => rows.get(key) !== 1).length,
    duplicated: [...rows.values()].filter((count) => count > 1).length,
    unacknowledgedRows: [...rows.keys()].filter((key) => !acknowledged.has(key)).length,
    balanceMatches: (await balanceOf()) - before === acknowledgedSum,
    killedAfterMs: options.killAfterMs,
  };
}
