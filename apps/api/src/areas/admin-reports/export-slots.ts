import { errorMessages } from '@orbit/contract';
import { AppError } from '../../http/app-error.ts';

/**
 * When to ask again after too many exports: a running export ends when its download does, or when its reader has
 * taken nothing for the write timeout (ADR 0051).
 */
export const exportRetryAfterSeconds = 10;

export type ExportSlots = ReturnType<typeof createExportSlots>;

/**
 * The CSV exports each user runs at once, counted in this process (ADR 0051): a slot is taken before an export
 * reads anything and given back when its stream ends, however it ends.
 */
export function createExportSlots(perUser: number) {
  const running = new Map<number, number>();
  return {
    /** Takes one of the user's slots, or refuses with 429; the function returned gives it back (once). */
    take(userId: number): () => void {
      const held = running.get(userId) ?? 0;
      if (held >= perUser) {
        throw new AppError(429, errorMessages.tooManyExports, undefined, {
          retryAfterSeconds: exportRetryAfterSeconds,
        });
      }
      running.set(userId, held + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
    /** Exports running now, of every user (a gauge of the metrics, ADR 0060). */
    inFlight(): number {
      let total = 0;
      for (const held of running.values()) total += held;
      return total;
    },
  };
}
