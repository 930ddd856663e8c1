import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';

export interface QueryCounter {
  /** Statements sent to the database since the counter started (or was last set to 0). */
  count: number;
  restore(): void;
}

/**
 * Counts the round trips the app makes to its database (drizzle sends each statement through `query`), or only
 * those whose text `matching` accepts.
 */
export function countQueries(handle: DatabaseHandle, matching?: (text: string) => boolean): QueryCounter {
  const counter = { count: 0, restore: () => spy.mockRestore() };
  const target = handle.driver === 'pglite' ? PGlite.prototype : pg.Pool.prototype;
  const original = target.query;
  const spy = vi.spyOn(target, 'query').mockImplementation(function (this: unknown, ...args: never[]) {
    if (!matching || matching(String(args[0]))) counter.count += 1;
    return (original as (...parameters: never[]) => unknown).apply(this, args);
  } as typeof original);
  return counter;
}
