import type { DateRange } from '../../shared/calendar-repository.ts';
import type { LineBatch, TimeKey, TimeWindow } from './admin-report-exports-repository.ts';

/** Rows an export reads per query: round trips cost little, and one step never holds many in memory. */
export const exportStepRows = 10_000;

/** The first window of a walk; later ones adapt to how dense the rows are. */
const firstWindowMs = 86_400_000;
const shortestWindowMs = 1_000;
const longestWindowMs = 400 * 86_400_000;

/** Everything before `instant`: ids start at 1, so the key (instant, 0) excludes the instant itself. */
const before = (instant: Date): TimeKey => ({ at: instant.toISOString(), id: 0 });

/**
 * Walks rows of `range` newest first, one bounded query per step: each reads a time window below the last row
 * read, at most `exportStepRows`. Windows grow where rows are sparse and shrink where they are dense, so each
 * query reads about one step's rows whichever index serves it, and the whole walk reads each row once.
 */
export async function* newestFirst(
  range: DateRange,
  step: (window: TimeWindow, limit: number) => Promise<LineBatch>,
  stepRows = exportStepRows,
): AsyncGenerator<string[]> {
  let window: TimeWindow = { from: range.startAt, before: before(range.endAt) };
  let span = firstWindowMs;
  for (;;) {
    const upper = Date.parse(window.before.at);
    window = { ...window, from: new Date(Math.max(range.startAt.getTime(), upper - span)) };
    const batch = await step(window, stepRows);
    if (batch.lines.length > 0) yield batch.lines;
    if (batch.last && batch.lines.length === stepRows) {
      // The window held more than a step: the next one covers about the time this step did.
      span = Math.max(shortestWindowMs, upper - Date.parse(batch.last.at));
      window = { ...window, before: batch.last };
    } else {
      if (window.from.getTime() <= range.startAt.getTime()) return;
      span = Math.min(longestWindowMs, span * 2);
      window = { ...window, before: before(window.from) };
    }
  }
}

/** The batches without their first `skip` rows. */
export async function* skipping(batches: AsyncIterable<string[]>, skip: number): AsyncGenerator<string[]> {
  let left = skip;
  for await (const lines of batches) {
    if (left >= lines.length) {
      left -= lines.length;
      continue;
    }
    yield left > 0 ? lines.slice(left) : lines;
    left = 0;
  }
}
