import { describe, expect, it } from 'vitest';
import { formatDuration, versionIsBehind } from './coasterColumns.tsx';

describe('versionIsBehind', () => {
  it('compares as the server orders versions, so 3.1.12 is newer than 3.1.9', () => {
    expect(versionIsBehind('3.1.9', '3.1.12')).toBe(true);
    expect(versionIsBehind('3.1.12', '3.1.9')).toBe(false);
    expect(versionIsBehind('3.1', '3.1.1')).toBe(true);
    expect(versionIsBehind('3.2.0', '3.2.0')).toBe(false);
    expect(versionIsBehind('4.0.0', '3.2.0')).toBe(false);
  });

  it('marks nothing without both versions', () => {
    expect(versionIsBehind(null, '3.2.0')).toBe(false);
    expect(versionIsBehind('3.2.0', null)).toBe(false);
  });

  it('orders labels after a dash by their text and number', () => {
    expect(versionIsBehind('3.2.0-beta2', '3.2.0-beta10')).toBe(true);
  });
});

describe('formatDuration', () => {
  it('reads in the largest unit that fits twice', () => {
    expect(formatDuration(45, 'en')).toBe('45 seconds');
    expect(formatDuration(150, 'en')).toBe('2 minutes');
    expect(formatDuration(150_000, 'en')).toBe('41 hours');
    expect(formatDuration(200_000, 'en')).toBe('2 days');
    expect(formatDuration(7_200, 'pt')).toBe('2 horas');
  });
});
