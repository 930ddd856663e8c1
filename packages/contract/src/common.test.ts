import { describe, expect, it } from 'vitest';
import { isoDateTimeSchema, pathIdSchema, referenceInstantSchema } from './common.ts';

describe('pathIdSchema', () => {
  it('reads plain decimal digits as the id', () => {
    expect(pathIdSchema().parse('42')).toBe(42);
    expect(pathIdSchema({ min: 0 }).parse('0')).toBe(0);
  });

  it('refuses every other spelling of a number, so one resource has one address', () => {
    for (const odd of ['+1', '1e0', '0x1', ' 1', '1 ', '1.0', '-1', '', 'one', '99999999999']) {
      expect(pathIdSchema().safeParse(odd).success, odd).toBe(false);
    }
  });

  it('keeps the bounds', () => {
    expect(pathIdSchema().safeParse('0').success).toBe(false);
    expect(pathIdSchema({ max: 999 }).safeParse('1000').success).toBe(false);
    expect(pathIdSchema().safeParse('2147483648').success).toBe(false);
  });
});

describe('referenceInstantSchema', () => {
  it('takes references whose month, in any time zone, an answer can name', () => {
    expect(referenceInstantSchema.safeParse('1901-01-01T00:00:00Z').success).toBe(true);
    expect(referenceInstantSchema.safeParse('2198-12-31T23:59:59Z').success).toBe(true);
  });

  it('refuses the edges of the answers’ range: January 1900 west of UTC is a month of 1899', () => {
    for (const edge of [
      '1900-01-01T00:00:00Z',
      '1900-06-01T00:00:00Z',
      '2199-01-01T00:00:00Z',
      '2199-12-31T00:00:00Z',
    ]) {
      expect(referenceInstantSchema.safeParse(edge).success, edge).toBe(false);
      expect(isoDateTimeSchema.safeParse(edge).success, edge).toBe(true);
    }
  });
});
