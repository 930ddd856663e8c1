import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { jobSchema } from '../jobs/job-schema.ts';

export interface QueryCounter {
  /** Statements sent to the database since the counter started (or was last set to 0). */
  count: number;
  restore(): void;
}

/** A statement's text, whether it was sent as a string or as a query config. */
function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  return typeof query === 'object' && query !== null && 'text' in query ? String(query.text) : '';
}

/**
 * Counts the round trips the app makes to its database (drizzle sends each statement through `query`), or only
 * those whose text `matching` accepts. The job queue's own polling and schedules (ADR 0079) run on timers in every
 * app and share its connections; they are not the app's work for a request, so they are never counted.
 */
export function countQueries(handle: DatabaseHandle, matching?: (text: string) => boolean): QueryCounter {
  const counter = { count: 0, restore: () => spy.mockRestore() };
  const target = handle.driver === 'pglite' ? PGlite.prototype : pg.Pool.prototype;
  const original = target.query;
  const spy = vi.spyOn(target, 'query').mockImplementation(function (this: unknown, ...args: never[]) {
    const text = textOf(args[0]);
    if (!text.includes(`${jobSchema}.`) && (!matching || matching(text))) counter.count += 1;
    return (original as (...parameters: never[]) => unknown).apply(this, args);
  } as typeof original);
  return counter;
}
