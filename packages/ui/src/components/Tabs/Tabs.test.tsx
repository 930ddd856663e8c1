import { describe, expect, it } from 'vitest';
import { nextEnabledIndex } from './Tabs.tsx';

const tabs = [{}, { disabled: true }, {}, {}];

describe('nextEnabledIndex', () => {
  it('steps forward and backward, skipping disabled tabs', () => {
    expect(nextEnabledIndex(tabs, 0, 1)).toBe(2);
    expect(nextEnabledIndex(tabs, 2, -1)).toBe(0);
  });

  it('wraps around both ends', () => {
    expect(nextEnabledIndex(tabs, 3, 1)).toBe(0);
    expect(nextEnabledIndex(tabs, 0, -1)).toBe(3);
  });

  it('finds the first and last enabled tab from outside the list (Home and End)', () => {
    expect(nextEnabledIndex([{ disabled: true }, {}, {}], -1, 1)).toBe(1);
    expect(nextEnabledIndex([{}, {}, { disabled: true }], 3, -1)).toBe(1);
  });

  it('stays put when no other tab is enabled', () => {
    expect(nextEnabledIndex([{}, { disabled: true }], 0, 1)).toBe(0);
  });
});
