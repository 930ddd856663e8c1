import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { authAttemptsRepository } from './auth-attempts-repository.ts';

export interface RateLimit {
  limit: number;
  windowMinutes: number;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export interface RateLimitCheck {
  /** The attempt is within the limit. */
  allowed: boolean;
  /** This attempt is the first one the window refuses: the moment a lockout starts, recorded once. */
  lockedNow: boolean;
}

/** Counters older than the longest window any limit uses are only clutter. */
const counterRetentionMs = 24 * 60 * 60_000;

/**
 * The kind of limit a bucket key belongs to (`sign-in:account-ip`, `device-activation`), without the address, account
 * or user it names, so that the metrics keep a bounded set of labels.
 */
export function limitKindOf(bucketKey: string): string {
  const [action = '', scope] = bucketKey.split(':');
  return scope !== undefined && ['ip', 'account-ip', 'account', 'user'].includes(scope) ? `${action}:${scope}` : action;
}

/**
 * Fixed-window counters in the database, so every API process sees the same counts. A burst across a window
 * boundary can reach twice the limit, which is acceptable for slowing down password guessing.
 */
export function createRateLimiter(db: Database, now: Clock, onRefused: (bucketKey: string) => void = () => undefined) {
  const attempts = authAttemptsRepository(db);

  return {
    /** Counts one attempt and tells whether it is still within the limit, and whether it just locked the bucket. */
    async check(bucketKey: string, { limit, windowMinutes }: RateLimit): Promise<RateLimitCheck> {
      const current = now().getTime();
      const windowMs = windowMinutes * 60_000;
      const windowStart = new Date(current - (current % windowMs));
      const count = await attempts.increment(bucketKey, windowStart);
      if (count === 1) await attempts.deleteWindowsBefore(new Date(current - counterRetentionMs));
      if (count > limit) onRefused(bucketKey);
      return { allowed: count <= limit, lockedNow: count === limit + 1 };
    },

    /** Counts one attempt and tells whether it is still within the limit. */
    async hit(bucketKey: string, limit: RateLimit): Promise<boolean> {
      return (await this.check(bucketKey, limit)).allowed;
    },

    /** Takes one attempt back from the current window: one that turned out not to be a guess. */
    async forgive(bucketKey: string, { windowMinutes }: Pick<RateLimit, 'windowMinutes'>): Promise<void> {
      const current = now().getTime();
      const windowMs = windowMinutes * 60_000;
      await attempts.decrement(bucketKey, new Date(current - (current % windowMs)));
    },

    async reset(bucketKey: string): Promise<void> {
      await attempts.deleteBucket(bucketKey);
    },
  };
}
