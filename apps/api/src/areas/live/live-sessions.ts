import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { sessionsRepository } from '../identity/index.ts';
import type { SessionCache, SessionRow } from '../identity/index.ts';
import type { SessionStands } from './live-hub.ts';

/**
 * Whether a stream's session still stands, from the session cache when it holds the row (no query, ADR 0042) and the
 * database otherwise. Unlike a request it does not slide the idle expiry: an open stream is not its owner's activity.
 */
export function sessionStandsFor(db: Database, cache: SessionCache<SessionRow> | null, now: Clock): SessionStands {
  return async (idHash) => {
    let row = cache?.get(idHash);
    if (!row) {
      const mark = cache?.mark() ?? 0;
      row = await sessionsRepository(db).findWithUser(idHash);
      if (!row) return false;
      cache?.remember(idHash, row, mark);
    }
    const at = now();
    return at < row.idleExpiresAt && at < row.absoluteExpiresAt;
  };
}
