import { describe, expect, it } from 'vitest';
import { otherSliceId, slicesWithinPalette } from './ArcChart.tsx';

const slices = [
  { id: 'a', label: 'A', value: 50 },
  { id: 'b', label: 'B', value: 5 },
  { id: 'c', label: 'C', value: 40 },
  { id: 'd', label: 'D', value: 30 },
  { id: 'e', label: 'E', value: 1 },
];

describe('slicesWithinPalette', () => {
  it('keeps every slice when there are colours enough', () => {
    expect(slicesWithinPalette(slices, 5, 'Other')).toEqual(slices);
  });

  it('groups the smallest slices into one "Other" slice, so no two slices share a colour', () => {
    const grouped = slicesWithinPalette(slices, 3, 'Other');
    expect(grouped).toEqual([
      { id: 'a', label: 'A', value: 50 },
      { id: 'c', label: 'C', value: 40 },
      { id: otherSliceId, label: 'Other', value: 36 },
    ]);
    expect(grouped.reduce((sum, slice) => sum + slice.value, 0)).toBe(126);
  });
});
