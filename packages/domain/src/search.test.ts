import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeForSearch } from './search.ts';

describe('search matching', () => {
  it('ignores accents and case', () => {
    expect(normalizeForSearch('São Paulo')).toBe('sao paulo');
    expect(matchesSearch('SAO', ['São Paulo'])).toBe(true);
  });
  it('strips asterisks and spaces around the query', () => {
    expect(matchesSearch(' ****9F3A ', ['ABCD-12349F3A'])).toBe(true);
  });
  it('matches any value, numbers included, and skips empty ones', () => {
    expect(matchesSearch('42', [null, 'x', 42])).toBe(true);
    expect(matchesSearch('zzz', [null, undefined, 'abc'])).toBe(false);
  });
  it('matches everything with an empty query', () => {
    expect(matchesSearch('  ', ['a'])).toBe(true);
  });
});
