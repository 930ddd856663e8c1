import { errorMessages } from '@orbit/contract';
import type { EndSessionsResponse, OwnSessionsResponse } from '@orbit/contract';
import { summariseUserAgent } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { sessionsRepository } from '../identity/index.ts';
import { securityActions } from '../audit/index.ts';
import type { SecurityEvents } from '../audit/index.ts';
import { hashToken } from '../../shared/tokens.ts';

export type OwnSessionsService = ReturnType<typeof createOwnSessionsService>;

/** Who asks: the signed-in user, with the token of the session the request came with. */
export interface SessionOwner {
  userId: number;
  sessionToken: string;
  ip: string;
}

/**
 * A signed-in user's own sessions (ADR 0055): listed with the browser and address each was seen from, and ended one
 * by one or all but the current. Only the user's own sessions are ever found: another user's id is unknown here.
 */
export function createOwnSessionsService(deps: { db: Database; now: Clock; securityEvents: SecurityEvents }) {
  const { db, now, securityEvents } = deps;

  const recordEnded = (owner: SessionOwner, details: Record<string, string | number | boolean>, tx: Database) =>
    securityEvents.record(
      {
        action: securityActions.ownSessionsEnded,
        actorUserId: owner.userId,
        targetType: 'user',
        targetId: String(owner.userId),
        ip: owner.ip,
        details,
      },
      tx,
    );

  return {
    async list(owner: SessionOwner): Promise<OwnSessionsResponse> {
      const currentHash = hashToken(owner.sessionToken);
      const rows = await sessionsRepository(db).listOpenOfUser(owner.userId, now());
      return {
        results: rows.map((row) => ({
          id: row.publicId,
          ...summariseUserAgent(row.userAgent),
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.idHash === currentHash,
        })),
      };
    },

    /** Ends one session of the user; answers whether it was the current one (the caller then clears the cookie). */
    async endOne(owner: SessionOwner, publicId: string): Promise<{ current: boolean }> {
      return db.transaction(async (tx) => {
        const idHash = await sessionsRepository(tx).deleteOfUser(owner.userId, publicId);
        if (!idHash) throw new AppError(404, errorMessages.notFound);
        const current = idHash === hashToken(owner.sessionToken);
        await recordEnded(owner, { sessionsEnded: 1, session: publicId, current }, tx);
        return { current };
      });
    },

    async endOthers(owner: SessionOwner): Promise<EndSessionsResponse> {
      return db.transaction(async (tx) => {
        const ended = await sessionsRepository(tx).deleteAllOfUser(owner.userId, hashToken(owner.sessionToken));
        await recordEnded(owner, { sessionsEnded: ended, otherSessions: true }, tx);
        return { message: 'Sessions ended', ended };
      });
    },
  };
}
