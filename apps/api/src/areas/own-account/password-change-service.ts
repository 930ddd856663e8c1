import type { Database } from '../../db/client.ts';
import { passwordResetTokensRepository } from '../accounts/index.ts';
import { usersRepository } from '../identity/index.ts';
import type { SessionService } from '../identity/index.ts';
import type { Clock } from '../../clock.ts';
import { assertUncommonPassword } from '../../shared/common-passwords.ts';
import type { CurrentPasswordCheck } from './current-password.ts';
import { hashPassword } from '../../shared/passwords.ts';
import { securityActions } from '../audit/index.ts';
import type { SecurityEvents } from '../audit/index.ts';

export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;

export interface PasswordChange {
  userId: number;
  currentPassword: string;
  password: string;
  /** The session the request came with: it stays, every other one of the user ends. */
  sessionToken: string;
  ip: string;
}

/**
 * A signed-in user changes their own password (ADR 0021): the current one proves it is them (a stolen open session
 * alone is not enough), a common new one is refused, the user's other sessions and open reset links end.
 */
export function createPasswordChangeService(deps: {
  db: Database;
  now: Clock;
  checkCurrentPassword: CurrentPasswordCheck;
  sessions: Pick<SessionService, 'endAllOfUser'>;
  securityEvents: SecurityEvents;
}) {
  const { db, now, checkCurrentPassword, sessions, securityEvents } = deps;
  return {
    async change(input: PasswordChange): Promise<void> {
      await checkCurrentPassword(input.userId, input.currentPassword);
      assertUncommonPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await usersRepository(tx).updatePasswordHash(input.userId, passwordHash);
        await passwordResetTokensRepository(tx).retireUnusedOf(input.userId, now());
        const ended = await sessions.endAllOfUser(input.userId, input.sessionToken, tx);
        await securityEvents.record(
          {
            action: securityActions.passwordChanged,
            actorUserId: input.userId,
            targetType: 'user',
            targetId: String(input.userId),
            ip: input.ip,
            details: { otherSessionsEnded: ended },
          },
          tx,
        );
      });
    },
  };
}
