import { describe, expect, it } from 'vitest';
import type { LineBatch, TimeKey, TimeWindow } from './admin-report-exports-repository.ts';
import { newestFirst, skipping } from './export-walks.ts';

interface Row {
  at: string;
  id: number;
}

const day = 86_400_000;
const start = Date.parse('2026-01-01T00:00:00.000Z');
const isoAt = (ms: number) => new Date(ms).toISOString();

/** Rows spread unevenly: a burst of rides at one instant, a busy day, a quiet month, one ride long before. */
function rows(): Row[] {
  const list: Row[] = [];
  let id = 0;
  for (let index = 0; index < 25; index += 1) list.push({ at: isoAt(start + 40 * day), id: ++id });
  for (let index = 0; index < 200; index += 1) list.push({ at: isoAt(start + 10 * day + index * 60_000), id: ++id });
  for (let index = 0; index < 30; index += 1) list.push({ at: isoAt(start + index * day + 3_600_000), id: ++id });
  list.push({ at: isoAt(start - 300 * day), id: id + 1 });
  return list;
}

const newestFirstOrder = (a: Row, b: Row) => b.at.localeCompare(a.at) || b.id - a.id;
const below = (row: Row, key: TimeKey) => row.at < key.at || (row.at === key.at && row.id < key.id);

/** What the SQL of a step answers, over an array. */
function stepOver(all: Row[], range: { startAt: Date; endAt: Date }, reads: TimeWindow[]) {
  return async (window: TimeWindow, limit: number): Promise<LineBatch> => {
    reads.push(window);
    const picked = all
      .filter((row) => Date.parse(row.at) >= range.startAt.getTime() && Date.parse(row.at) < range.endAt.getTime())
      .filter((row) => Date.parse(row.at) >= window.from.getTime() && below(row, window.before))
      .sort(newestFirstOrder)
      .slice(0, limit);
    const last = picked.at(-1);
    return { lines: picked.map((row) => `${row.id}`), last: last ? { at: last.at, id: last.id } : null };
  };
}

async function collect(batches: AsyncIterable<string[]>): Promise<string[]> {
  const lines: string[] = [];
  for await (const batch of batches) lines.push(...batch);
  return lines;
}

describe('newestFirst', () => {
  it.each([1, 3, 7, 50, 10_000])(
    'reads every row of the range once, newest first, %i rows a step',
    async (stepRows) => {
      const all = rows();
      const range = { startAt: new Date(start - 400 * day), endAt: new Date(start + 60 * day) };
      const reads: TimeWindow[] = [];
      const lines = await collect(newestFirst(range, stepOver(all, range, reads), stepRows));
      expect(lines).toEqual([...all].sort(newestFirstOrder).map((row) => `${row.id}`));
      // Windows adapt: far fewer reads than one a day over the 460 days of the range.
      if (stepRows >= 50) expect(reads.length).toBeLessThan(30);
    },
  );

  it('keeps to the range, its start included and its end excluded', async () => {
    const all = rows();
    const range = { startAt: new Date(start + 10 * day), endAt: new Date(start + 40 * day) };
    const lines = await collect(newestFirst(range, stepOver(all, range, []), 4));
    const inRange = all.filter((row) => row.at >= isoAt(start + 10 * day) && row.at < isoAt(start + 40 * day));
    expect(lines).toEqual(inRange.sort(newestFirstOrder).map((row) => `${row.id}`));
    expect(lines).not.toContain('1');
  });
});

describe('skipping', () => {
  it('drops the first rows across batches', async () => {
    async function* batches() {
      yield ['a', 'b'];
      yield ['c', 'd', 'e'];
      yield ['f'];
    }
    expect(await collect(skipping(batches(), 3))).toEqual(['d', 'e', 'f']);
    expect(await collect(skipping(batches(), 0))).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(await collect(skipping(batches(), 9))).toEqual([]);
  });
});
