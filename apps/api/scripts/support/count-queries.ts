import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { demoPassword } from '../../src/demo/demo-accounts.ts';

export interface Call {
  name: string;
  url: string;
}

/**
 * The SQL statements each call sends to the database, in order, for a signed-in client: the app runs in this
 * process on the given database, and every statement drizzle sends through the driver's `query` is noted. Each call
 * is made once before it is observed, as under load, where the server holds the caller's session (ADR 0042).
 */
export async function statementsPerCall(handle: DatabaseHandle, email: string, calls: Call[]) {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), consoleDist: '/nonexistent/console-dist' };
  const app = await buildApp({ db: handle.db, config });
  const target = handle.driver === 'pglite' ? PGlite.prototype : pg.Pool.prototype;
  const original = target.query;
  try {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/sign-in',
      payload: { email, password: demoPassword },
    });
    const cookie = signIn.cookies.find((candidate) => candidate.name === 'orbit_session')?.value;
    if (!cookie) throw new Error(`Cannot sign ${email} in: ${signIn.statusCode} ${signIn.body}`);
    const statements = new Map<string, string[]>();
    for (const call of calls) {
      await app.inject({ method: 'GET', url: call.url, cookies: { orbit_session: cookie } });
      const seen: string[] = [];
      target.query = function (this: unknown, ...args: unknown[]) {
        const [query] = args;
        seen.push(typeof query === 'string' ? query : String((query as { text?: string }).text));
        return (original as (...parameters: unknown[]) => unknown).apply(this, args);
      } as typeof original;
      const response = await app.inject({ method: 'GET', url: call.url, cookies: { orbit_session: cookie } });
      target.query = original;
      if (response.statusCode !== 200) throw new Error(`${call.url} answered ${response.statusCode}: ${response.body}`);
      statements.set(call.name, seen);
    }
    return statements;
  } finally {
    target.query = original;
    await app.close();
  }
}

/** A statement in a few words: its kind and the tables it reads or writes. */
export function describeStatement(text: string): string {
  const kind = text.trim().split(/\s+/)[0]?.toLowerCase() ?? '?';
  const tables = [...new Set([...text.matchAll(/(?:from|join|update|into)\s+"?(\w+)"?/gi)].map((match) => match[1]))];
  return `${kind} ${tables.join('+')}`;
}
