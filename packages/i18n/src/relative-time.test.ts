import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

/** Intl separates with no-break spaces in some languages; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

const may15 = '2026-05-15T12:00:00Z';

describe('formatRelativeTime', () => {
  const now = new Date(may15);
  const before = (milliseconds: number) => new Date(now.getTime() - milliseconds);

  it('says how long ago in the largest unit that fits, rounded down', () => {
    expect(formatRelativeTime(before(25 * 60_000), now, 'en')).toBe('25 minutes ago');
    expect(formatRelativeTime(before(59 * 60_000 + 59_000), now, 'en')).toBe('59 minutes ago');
    expect(formatRelativeTime(before(3 * 3_600_000 + 10 * 60_000), now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime(before(86_400_000), now, 'en')).toBe('yesterday');
    expect(formatRelativeTime(before(30_000), now, 'en')).toBe('30 seconds ago');
    expect(formatRelativeTime(now, now, 'en')).toBe('now');
  });

  it.each([
    ['pt', 'há 25 minutos'],
    ['es', 'hace 25 minutos'],
    ['fr', 'il y a 25 minutes'],
    ['it', '25 minuti fa'],
  ])('speaks %s', (language, text) => {
    expect(plain(formatRelativeTime(before(25 * 60_000), now, language))).toBe(text);
  });
});
