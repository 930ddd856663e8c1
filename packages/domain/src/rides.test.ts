import { describe, expect, it } from 'vitest';
import { ridePercentage, rideStatus } from './rides.ts';

describe('ride status', () => {
  it('is incomplete at 60 seconds or less and completed above', () => {
    expect(rideStatus(0)).toBe('incomplete');
    expect(rideStatus(60)).toBe('incomplete');
    expect(rideStatus(61)).toBe('completed');
  });
});

describe('ride percentage', () => {
  it('is duration over scenario time, rounded', () => {
    expect(ridePercentage(100, 300)).toBe(33);
    expect(ridePercentage(200, 300)).toBe(67);
  });
  it('never exceeds 100', () => {
    expect(ridePercentage(400, 300)).toBe(100);
  });
  it('is 0 for a scenario without a length', () => {
    expect(ridePercentage(100, 0)).toBe(0);
  });
});
