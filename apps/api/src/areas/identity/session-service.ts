import type { CurrentUser } from '@orbit/contract';
import type { ApiKeyKind, Scope } from '@orbit/domain';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { sessionsRepository } from './sessions-repository.ts';
import { toCurrentUser, type SecondFactorPolicy } from './current-user-service.ts';
import type { SessionCache } from './session-cache.ts';
import { hashToken, newToken } from '../../shared/tokens.ts';

export interface SessionPolicy {
  /** A session unused this long ends. */
  idleMinutes: number;
  /** A session ends this long after sign-in, however active. */
  maxHours: number;
  /** Who must enrol a second factor, for the current user's answer and the staff routes' check. */
  secondFactor: SecondFactorPolicy;
}

export interface AuthenticatedSession {
  userId: number;
  scope: Scope;
  /** The signed-in user as `GET /api/me` answers them, read with the session. */
  user: CurrentUser;
  /** Names the session's row (the hash of its token), so a re-authentication marks this session only. */
  sessionIdHash: string;
  /** When the owner last proved who they are in this session: the sign-in or a re-authentication (ADR 0058). */
  authenticatedAt: Date;
  /** Set when an API key made the call (ADR 0092): the caller is then the key's maker, as they are now. */
  apiKey?: { id: number; kind: ApiKeyKind };
}

/** Where a session was opened from, for its owner's list of sessions (ADR 0055). */
export interface SessionClient {
  userAgent: string | undefined;
  ip: string;
}

/** A user agent longer than this is cut: the list reads only its browser and system. */
export const userAgentMaxLength = 512;

export type SessionService = ReturnType<typeof createSessionService>;

/** A session with everything a signed-in request needs about its user, as one query reads it. */
export type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionsRepository>['findWithUser']>>>;

const minuteMs = 60_000;
/** Sliding the idle expiry costs a write, so a session is touched at most once a minute. */
const touchIntervalMs = minuteMs;

export function createSessionService(
  db: Database,
  policy: SessionPolicy,
  now: Clock,
  cache: SessionCache<SessionRow> | null = null,
) {
  const idleMs = policy.idleMinutes * minuteMs;
  const maxMs = policy.maxHours * 60 * minuteMs;

  return {
    /**
     * Opens a session under a new token; the request's previous session, if any, is deleted (rotation at sign-in).
     * `alongside` runs in the same transaction, for what the sign-in causes (a notification of a new browser).
     */
    async start(
      userId: number,
      previousToken: string | undefined,
      client: SessionClient,
      alongside?: (tx: Database, startedAt: Date) => Promise<void>,
    ): Promise<string> {
      const token = newToken();
      const startedAt = now();
      await db.transaction(async (tx) => {
        const sessions = sessionsRepository(tx);
        if (previousToken) await sessions.delete(hashToken(previousToken));
        await sessions.deleteExpiredOfUser(userId, startedAt);
        await sessions.insert({
          idHash: hashToken(token),
          userId,
          createdAt: startedAt,
          lastSeenAt: startedAt,
          // The sign-in that opens a session is its owner's proof, the second factor included where one is enrolled.
          authenticatedAt: startedAt,
          idleExpiresAt: new Date(startedAt.getTime() + Math.min(idleMs, maxMs)),
          absoluteExpiresAt: new Date(startedAt.getTime() + maxMs),
          userAgent: client.userAgent?.slice(0, userAgentMaxLength) ?? null,
          ip: client.ip,
        });
        await alongside?.(tx, startedAt);
      });
      return token;
    },

    /**
     * The live session of a token with its user, from one query (none when the server holds it, ADR 0041, 0042); an
     * expired one is deleted and yields null. The idle expiry slides by a write only once a minute has passed since
     * it last did (ADR 0022), and with it the address the session was last seen from (ADR 0055).
     */
    async authenticate(token: string, ip: string): Promise<AuthenticatedSession | null> {
      const sessions = sessionsRepository(db);
      const idHash = hashToken(token);
      const current = now();
      const expired = (row: SessionRow) => current >= row.idleExpiresAt || current >= row.absoluteExpiresAt;
      let session = cache?.get(idHash);
      // A held row may be older than the database's (another server slid its expiry): only the database's ends it.
      if (!session || expired(session)) {
        const mark = cache?.mark() ?? 0;
        session = await sessions.findWithUser(idHash);
        if (!session) return null;
        cache?.remember(idHash, session, mark);
      }

      if (expired(session)) {
        await sessions.delete(idHash);
        cache?.forget(idHash);
        return null;
      }
      const seenBefore = new Date(current.getTime() - touchIntervalMs);
      if (session.lastSeenAt <= seenBefore) {
        const idleExpiresAt = new Date(Math.min(current.getTime() + idleMs, session.absoluteExpiresAt.getTime()));
        await sessions.touch(idHash, seenBefore, current, idleExpiresAt, ip);
        // Its notification may come after this server's next request of the same session.
        cache?.forget(idHash);
      }
      return {
        userId: session.userId,
        scope: session.user.scope,
        user: toCurrentUser(session.user, policy.secondFactor),
        sessionIdHash: idHash,
        authenticatedAt: session.authenticatedAt,
      };
    },

    /** Records a proof of the owner's identity in this session only, not in their other sessions (ADR 0058). */
    async markAuthenticated(session: Pick<AuthenticatedSession, 'sessionIdHash'>): Promise<Date> {
      const at = now();
      await sessionsRepository(db).markAuthenticated(session.sessionIdHash, at);
      // Its notification may come after this server's next request of the same session.
      cache?.forget(session.sessionIdHash);
      return at;
    },

    async end(token: string): Promise<void> {
      const idHash = hashToken(token);
      await sessionsRepository(db).delete(idHash);
      // A sign-out by GET is not followed by the settling of writes (app.ts): its own server forgets it at once.
      cache?.forget(idHash);
    },

    /** Ends every session of a user, except the one of `keepToken` when given; answers how many ended. */
    endAllOfUser(userId: number, keepToken?: string, transaction: Database = db): Promise<number> {
      return sessionsRepository(transaction).deleteAllOfUser(userId, keepToken ? hashToken(keepToken) : undefined);
    },
  };
}
