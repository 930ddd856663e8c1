import { describe, expect, it } from 'vitest';
import { valueAxis } from './ChartAxes.tsx';

describe('valueAxis', () => {
  it('ends on a labelled tick at or above the highest value', () => {
    // A scale made nice on its own ends at 45 here, with the last label at 40 and bars of 45 above it.
    expect(valueAxis(45, 5)).toEqual({ ticks: [0, 10, 20, 30, 40, 50], top: 50 });
    expect(valueAxis(40, 5)).toEqual({ ticks: [0, 10, 20, 30, 40], top: 40 });
    expect(valueAxis(1234, 5)).toEqual({ ticks: [0, 200, 400, 600, 800, 1000, 1200, 1400], top: 1400 });
    for (const max of [1, 3, 7, 19, 99, 101, 5001, 123_456]) {
      const { ticks, top } = valueAxis(max, 5);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks.at(-1)).toBe(top);
      expect(ticks.length).toBeLessThanOrEqual(11);
    }
  });

  it('keeps whole steps for counts and round fractions otherwise', () => {
    expect(valueAxis(2, 5).ticks).toEqual([0, 1, 2]);
    expect(valueAxis(0.5, 5, false).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
    expect(valueAxis(0, 5)).toEqual({ ticks: [0, 1], top: 1 });
  });
});
