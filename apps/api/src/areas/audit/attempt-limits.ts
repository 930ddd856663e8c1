import type { AccountAttemptLimits } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { auditRepository } from './audit-repository.ts';
import type { RateLimiter } from '../identity/index.ts';
import { securityActions } from './security-events.ts';

/** The account an attempt is at: the one the address found, or, when none has it, the canonical address itself. */
export type AttemptTarget = { userId: number } | { email: string };

export interface AttemptCheck {
  allowed: boolean;
  /** The attempt that first passed a limit this window: when a lockout starts, recorded once. */
  lockedNow: boolean;
  /** The limit that was passed, for the security event. */
  limit: { name: string; attempts: number; windowMinutes: number } | undefined;
}

/** An address that signed in to the account within this many days is the owner's, not a stranger's. */
export const knownAddressDays = 90;

const within: AttemptCheck = { allowed: true, lockedNow: false, limit: undefined };

const keyOf = (target: AttemptTarget) => ('userId' in target ? `user:${target.userId}` : `email:${target.email}`);

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

/** `action` names the buckets (`sign-in`, `reset`) and the limits in security events. */
export function createAttemptLimiter(deps: {
  db: Database;
  rateLimiter: RateLimiter;
  action: string;
  limits: AccountAttemptLimits;
}) {
  const { db, rateLimiter, action, limits } = deps;
  const window = { windowMinutes: limits.windowMinutes };

  const knownAddress = (target: AttemptTarget, ip: string) =>
    'userId' in target
      ? auditRepository(db).userHasEventFrom(target.userId, securityActions.signInSucceeded, ip, knownAddressDays)
      : Promise.resolve(false);

  return {
    /** Counts an attempt from a client address, before its account is looked up, so probing is limited too. */
    async fromAddress(ip: string): Promise<AttemptCheck> {
      const check = await rateLimiter.check(`${action}:ip:${ip}`, { ...window, limit: limits.perIp });
      if (check.allowed) return within;
      return { ...check, limit: { name: `${action} per address`, attempts: limits.perIp, ...window } };
    },

    /**
     * Counts an attempt on an account from a client address. The account-wide count is only reached by attempts
     * the address's own limit lets through, so one address adds at most `perAccountAndIp` to it per window.
     */
    async onAccount(target: AttemptTarget, ip: string): Promise<AttemptCheck> {
      const fromHere = await rateLimiter.check(`${action}:account-ip:${keyOf(target)}:${ip}`, {
        ...window,
        limit: limits.perAccountAndIp,
      });
      if (!fromHere.allowed) {
        return {
          ...fromHere,
          limit: { name: `${action} per account from one address`, attempts: limits.perAccountAndIp, ...window },
        };
      }
      const everywhere = await rateLimiter.check(`${action}:account:${keyOf(target)}`, {
        windowMinutes: limits.accountWindowMinutes,
        limit: limits.perAccount,
      });
      if (everywhere.allowed) return within;
      return {
        // Looked up only past the limit, so the search costs nothing while nobody is guessing.
        allowed: await knownAddress(target, ip),
        lockedNow: everywhere.lockedNow,
        limit: {
          name: `${action} per account from new addresses`,
          attempts: limits.perAccount,
          windowMinutes: limits.accountWindowMinutes,
        },
      };
    },

    /**
     * The address proved it knows the account: its own count on the account starts again, and the attempt is taken
     * back from the address's count, so people signing in behind one address (an office, a proxy) do not use up
     * the allowance that stops guessing from it.
     */
    async succeeded(target: AttemptTarget, ip: string): Promise<void> {
      await rateLimiter.reset(`${action}:account-ip:${keyOf(target)}:${ip}`);
      await rateLimiter.forgive(`${action}:ip:${ip}`, window);
    },
  };
}
