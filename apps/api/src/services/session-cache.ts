import { PGlite } from '@electric-sql/pglite';
import { driverClientOf } from '../db/client.ts';
import type { Database } from '../db/client.ts';

/** The channel the triggers of migration 0004 notify: a user id, or `*` for everyone. */
export const currentUserChangedChannel = 'current_user_changed';

/** Sessions held at most; past it the oldest is dropped first. */
const maxSessions = 10_000;

/**
 * Signed-in sessions with their `GET /api/me` answer, held in memory by an embedded server (ADR 0041), so a
 * signed-in request needs no query while a report keeps PGlite's one connection busy. Whatever changes a user,
 * their licences or country, or a session (its idle expiry sliding, sign-out, a disable ending every session) makes
 * the database notify `current_user_changed`, and the user's sessions are dropped before the write's own query
 * returns (PGlite delivers notifications with the result). A row read before a change that arrives while it is
 * read is not kept: `mark` before reading, `remember` with that mark.
 */
export interface SessionCache<Row extends { userId: number }> {
  get(idHash: string): Row | undefined;
  /** A count of the changes seen so far, to give `remember` for a row read after it. */
  mark(): number;
  remember(idHash: string, row: Row, mark: number): void;
  /** Drops what a notification names: a user id, or `*` for everyone. */
  changed(payload: string): void;
}

export function createSessionCache<Row extends { userId: number }>(): SessionCache<Row> {
  const sessions = new Map<string, Row>();
  const sessionsOfUser = new Map<number, Set<string>>();
  let changes = 0;
  let everyoneChangedAt = 0;
  const userChangedAt = new Map<number, number>();

  function drop(idHash: string) {
    const row = sessions.get(idHash);
    if (!row) return;
    sessions.delete(idHash);
    sessionsOfUser.get(row.userId)?.delete(idHash);
  }

  return {
    get: (idHash) => sessions.get(idHash),
    mark: () => changes,
    remember(idHash, row, mark) {
      if (everyoneChangedAt > mark || (userChangedAt.get(row.userId) ?? 0) > mark) return;
      drop(idHash);
      sessions.set(idHash, row);
      const ofUser = sessionsOfUser.get(row.userId) ?? new Set<string>();
      ofUser.add(idHash);
      sessionsOfUser.set(row.userId, ofUser);
      if (sessions.size > maxSessions) drop(sessions.keys().next().value as string);
    },
    changed(payload) {
      changes += 1;
      if (payload === '*') {
        everyoneChangedAt = changes;
        sessions.clear();
        sessionsOfUser.clear();
        userChangedAt.clear();
        return;
      }
      const userId = Number(payload);
      userChangedAt.set(userId, changes);
      for (const idHash of sessionsOfUser.get(userId) ?? []) sessions.delete(idHash);
      sessionsOfUser.delete(userId);
    },
  };
}

/**
 * A session cache listening to the database's notifications on the embedded database; none on PostgreSQL, where
 * several processes may serve one database and each signed-in request reads its session (ADR 0005, 0022).
 * `close` stops listening.
 */
export async function sessionCacheFor<Row extends { userId: number }>(
  db: Database,
): Promise<{ cache: SessionCache<Row> | null; close(): Promise<void> }> {
  const client = driverClientOf(db);
  if (!(client instanceof PGlite)) return { cache: null, close: async () => undefined };
  const cache = createSessionCache<Row>();
  const unlisten = await client.listen(currentUserChangedChannel, (payload) => cache.changed(payload));
  // PGlite's unlisten takes a transaction as its argument: it is called with none.
  return { cache, close: () => unlisten() };
}
