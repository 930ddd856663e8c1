import { describe, expect, it } from 'vitest';
import { pathIdSchema } from './common.ts';

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
