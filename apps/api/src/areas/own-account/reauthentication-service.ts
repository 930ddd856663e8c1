import { errorMessages } from '@orbit/contract';
import type { ReauthenticateRequest, ReauthenticateResponse, ReauthenticationMethod } from '@orbit/contract';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { usersRepository } from '../identity/index.ts';
import type { AuthenticatedSession, RateLimit, RateLimiter, SessionService } from '../identity/index.ts';
import { verifyPassword } from '../../shared/passwords.ts';
import type { PasskeyService, SecondFactorService } from '../second-factors/index.ts';
import { securityActions } from '../audit/index.ts';
import type { SecurityEvents } from '../audit/index.ts';

/** Whether a session's owner proved who they are recently enough for a sensitive act (ADR 0058). */
export interface RecentProof {
  /** When the session's last proof lapses. */
  lapsesAt(session: Pick<AuthenticatedSession, 'authenticatedAt'>): Date;
  /**
   * Refuses a sensitive act with 403 "Confirm it is you..." when the proof has lapsed, and always to an API key's
   * call, which no person proves (ADR 0092). Called after the checks of who may act and before anything is written,
   * so a refused act changes nothing.
   */
  require(session: Pick<AuthenticatedSession, 'authenticatedAt' | 'apiKey'>): void;
}

export function createRecentProof(windowSeconds: number, now: Clock): RecentProof {
  const windowMs = windowSeconds * 1000;
  const lapsesAt = (session: Pick<AuthenticatedSession, 'authenticatedAt'>) =>
    new Date(session.authenticatedAt.getTime() + windowMs);
  return {
    lapsesAt,
    require(session) {
      if (session.apiKey) throw new AppError(403, errorMessages.apiKeyNotAccepted);
      if (now() >= lapsesAt(session)) throw new AppError(403, errorMessages.reauthenticationRequired);
    },
  };
}

/** A wrong proof answers 400 beside its field: the password, the code, or the passkey's answer. */
function wrongProof(method: ReauthenticationMethod): AppError {
  if (method === 'password') {
    return new AppError(400, errorMessages.wrongCurrentPassword, { password: errorMessages.wrongCurrentPassword });
  }
  if (method === 'passkey')
    return new AppError(400, errorMessages.passkeyRefused, { response: errorMessages.passkeyRefused });
  return new AppError(400, errorMessages.wrongSecondFactorCode, { code: errorMessages.wrongSecondFactorCode });
}

export type ReauthenticationService = ReturnType<typeof createReauthenticationService>;

/**
 * A signed-in user proves again who they are, with the password or an enrolled second factor, and the proof is
 * written on this session only: another session of the same user still has to give its own. Attempts are counted
 * per user in the bucket of the current-password checks, so a borrowed session cannot guess the password through
 * any of them. A wrong proof answers 400 beside its field (a 401 would send the console to the sign-in page).
 */
export function createReauthenticationService(deps: {
  db: Database;
  recentProof: RecentProof;
  /** The current-password checks' limit (ADR 0021, ADR 0055). */
  limit: RateLimit;
  rateLimiter: RateLimiter;
  secondFactors: Pick<SecondFactorService, 'verify'>;
  passkeys: Pick<PasskeyService, 'verifyReauthentication'>;
  sessions: Pick<SessionService, 'markAuthenticated'>;
  securityEvents: SecurityEvents;
}) {
  const { db, recentProof, limit, rateLimiter, secondFactors, passkeys, sessions, securityEvents } = deps;

  const userEvent = (userId: number, ip: string) => ({
    actorUserId: userId,
    targetType: 'user' as const,
    targetId: String(userId),
    ip,
  });

  /** Whether the proof is right; a code is used up as at sign-in. */
  async function proofHolds(userId: number, proof: ReauthenticateRequest, ip: string): Promise<boolean> {
    if (proof.method === 'password') {
      return verifyPassword(await usersRepository(db).findPasswordHash(userId), proof.password);
    }
    if (proof.method === 'passkey') return passkeys.verifyReauthentication(userId, proof.response, ip);
    return secondFactors.verify(userId, proof.method, proof.code, ip);
  }

  return {
    async reauthenticate(
      session: AuthenticatedSession,
      proof: ReauthenticateRequest,
      ip: string,
    ): Promise<ReauthenticateResponse> {
      const { userId } = session;
      if (!(await rateLimiter.hit(`current-password:user:${userId}`, limit))) {
        throw new AppError(429, errorMessages.tooManyAttempts);
      }
      if (!(await proofHolds(userId, proof, ip))) {
        await securityEvents.record({
          action: securityActions.reauthenticationFailed,
          ...userEvent(userId, ip),
          details: { method: proof.method },
        });
        throw wrongProof(proof.method);
      }
      const authenticatedAt = await sessions.markAuthenticated(session);
      await securityEvents.record({
        action: securityActions.reauthenticated,
        ...userEvent(userId, ip),
        details: { method: proof.method },
      });
      return { authenticatedUntil: recentProof.lapsesAt({ authenticatedAt }).toISOString() };
    },
  };
}
