import { coasterHistoryDays } from '@orbit/contract';
import type { Database } from '../../db/client.ts';
import { coasterDetailRepository } from './coaster-detail-repository.ts';

const dayMs = 86_400_000;

/**
 * The machines' history the pages no longer show (ADR 0084): online runs that ended more than a day before the machine
 * page's 30 days, the day a margin for a page opened just before the sweep. Part of the hourly sweep of expired rows.
 */
export function sweepCoasterHistory(db: Database, at: Date): Promise<number> {
  return coasterDetailRepository(db).deleteRunsEndedBefore(new Date(at.getTime() - (coasterHistoryDays + 1) * dayMs));
}
