import { describe, expect, it } from 'vitest';
import { decodeIdRanges, encodeIdRanges } from './id-ranges.ts';

/** A small seeded generator (mulberry32), so a failing case can be replayed from its seed. */
function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Random id sets, from empty to 2,000 ids, some dense (long runs) and some sparse. */
function randomIds(random: () => number): number[] {
  const size = Math.floor(random() * 2_001);
  const spread = random() < 0.5 ? size + 10 : 1_000_000;
  return Array.from({ length: size }, () => 1 + Math.floor(random() * spread));
}

describe('id ranges', () => {
  it('writes runs as ranges, pairs as two ids, and sorts', () => {
    expect(encodeIdRanges([60, 1, 2, 3, 52, 61, 62, 99, 98])).toBe('1-3,52,60-62,98,99');
    expect(encodeIdRanges([])).toBe('');
    expect(encodeIdRanges([7, 7, 7])).toBe('7');
  });

  it('leaves out what is not a positive whole id', () => {
    expect(encodeIdRanges([0, -3, 1.5, Number.NaN, 4])).toBe('4');
  });

  it('reads ranges and single ids back', () => {
    expect(decodeIdRanges('1-3,52,60-62')).toEqual([1, 2, 3, 52, 60, 61, 62]);
    expect(decodeIdRanges('')).toEqual([]);
  });

  it('skips damaged parts instead of failing', () => {
    expect(decodeIdRanges('5,x,3-1,0,-4,7-,1-2-3,08,9')).toEqual([5, 9]);
    expect(decodeIdRanges('1-999999999')).toEqual([]);
    expect(decodeIdRanges('99999999999999999999')).toEqual([]);
  });

  it('makes 2,000 consecutive clients a short text', () => {
    const ids = Array.from({ length: 2_000 }, (_, index) => index + 1);
    expect(encodeIdRanges(ids)).toBe('1-2000');
  });

  it('round-trips any set of ids (500 random sets)', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const ids = randomIds(randomOf(seed));
      const expected = [...new Set(ids)].sort((a, b) => a - b);
      const text = encodeIdRanges(ids);
      expect(decodeIdRanges(text), `seed ${seed}`).toEqual(expected);
      // The text is canonical: encoding what was read gives it again.
      expect(encodeIdRanges(decodeIdRanges(text)), `seed ${seed}`).toBe(text);
    }
  });
});
