import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

const row = (userId: number, name = 'x') => ({ userId, name });

describe('the embedded session cache', () => {
  it('holds a session until a change of its user, and only of its user', () => {
    const cache = createSessionCache<ReturnType<typeof row>>();
    cache.remember('a', row(1), cache.mark());
    cache.remember('b', row(1), cache.mark());
    cache.remember('c', row(2), cache.mark());
    expect(cache.get('a')).toEqual(row(1));
    cache.changed('1');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toEqual(row(2));
  });

  it('drops everything when everyone changed', () => {
    const cache = createSessionCache<ReturnType<typeof row>>();
    cache.remember('a', row(1), cache.mark());
    cache.remember('c', row(2), cache.mark());
    cache.changed('*');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
  });

  it('keeps no row read before a change that arrived while it was read', () => {
    const cache = createSessionCache<ReturnType<typeof row>>();
    const mark = cache.mark();
    cache.changed('1');
    cache.remember('a', row(1, 'stale'), mark);
    expect(cache.get('a')).toBeUndefined();
    // Another user's row read at the same time is still good.
    cache.remember('c', row(2), mark);
    expect(cache.get('c')).toEqual(row(2));
    cache.changed('*');
    cache.remember('d', row(3), mark);
    expect(cache.get('d')).toBeUndefined();
    cache.remember('d', row(3), cache.mark());
    expect(cache.get('d')).toEqual(row(3));
  });
});
