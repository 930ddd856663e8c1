import { describe, expect, it } from 'vitest';
import { tipIndexAfterKey } from './ChartFrame.tsx';
import { arcTable, categoryTable, shares, toggleHidden, visibleSeries } from './chartTypes.ts';

const series = [
  { id: 'coaster', label: 'OrbitCoaster' },
  { id: 'bubble', label: 'BubbleCoaster' },
];

describe('chart data', () => {
  it('builds one table row per category and one column per shown series', () => {
    const table = categoryTable(
      [
        { id: 'jan', label: 'January', values: { coaster: 1200, bubble: 30 } },
        { id: 'feb', label: 'February', values: { coaster: 800 } },
      ],
      series,
      'Month',
      (value) => value.toLocaleString('en'),
    );
    expect(table.headers).toEqual(['Month', 'OrbitCoaster', 'BubbleCoaster']);
    expect(table.rows).toEqual([
      { id: 'jan', heading: 'January', cells: ['1,200', '30'] },
      { id: 'feb', heading: 'February', cells: ['800', '0'] },
    ]);
  });

  it('toggles hidden series and keeps the order of the shown ones', () => {
    const hidden = toggleHidden(new Set(), 'coaster');
    expect(visibleSeries(series, hidden).map((item) => item.id)).toEqual(['bubble']);
    expect(visibleSeries(series, toggleHidden(hidden, 'coaster')).map((item) => item.id)).toEqual([
      'coaster',
      'bubble',
    ]);
  });

  it('computes shares of the total, ignoring negative values, and none of an empty total', () => {
    expect(
      shares([
        { id: 'a', label: 'A', value: 3 },
        { id: 'b', label: 'B', value: 1 },
        { id: 'c', label: 'C', value: -2 },
      ]),
    ).toEqual([0.75, 0.25, 0]);
    expect(shares([{ id: 'a', label: 'A', value: 0 }])).toEqual([0]);
  });

  it('builds a slice table with value and share', () => {
    const table = arcTable(
      [
        { id: 'a', label: 'Space', value: 1 },
        { id: 'b', label: 'Jungle', value: 3 },
      ],
      { category: 'Scenario', value: 'Rides', share: 'Share' },
      String,
      (share) => `${share * 100}%`,
    );
    expect(table.headers).toEqual(['Scenario', 'Rides', 'Share']);
    expect(table.rows.map((row) => [row.heading, ...row.cells])).toEqual([
      ['Space', '1', '25%'],
      ['Jungle', '3', '75%'],
    ]);
  });
});

describe('tipIndexAfterKey', () => {
  it('moves with the arrows, wraps around and jumps with Home and End', () => {
    expect(tipIndexAfterKey('ArrowRight', -1, 3)).toBe(0);
    expect(tipIndexAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tipIndexAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tipIndexAfterKey('ArrowLeft', -1, 3)).toBe(2);
    expect(tipIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tipIndexAfterKey('End', 0, 3)).toBe(2);
    expect(tipIndexAfterKey('a', 0, 3)).toBeUndefined();
    expect(tipIndexAfterKey('ArrowRight', -1, 0)).toBeUndefined();
  });
});
