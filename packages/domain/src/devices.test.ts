import { describe, expect, it } from 'vitest';
import {
  clockDrifts,
  licenseFileLifetimeMs,
  licenseFileState,
  oneRidePrice,
  resumeBalance,
  rideCharge,
} from './devices.ts';

describe('device rules', () => {
  const now = new Date('2026-03-02T12:00:00Z');

  it('charges the tariff per customer on a limited licence and nothing on an unlimited one', () => {
    expect(rideCharge(3, 2, true)).toBe(6);
    expect(rideCharge(0, 2, true)).toBe(0);
    expect(rideCharge(3, 2, false)).toBe(0);
  });

  it('blocks below one ride of one customer and unblocks at ten rides of it', () => {
    expect(oneRidePrice(2)).toBe(2);
    expect(resumeBalance(2)).toBe(20);
  });

  it('lets an unlimited-offline licence play offline longest', () => {
    expect(licenseFileLifetimeMs.limited).toBeLessThan(licenseFileLifetimeMs.unlimited);
    expect(licenseFileLifetimeMs.unlimited).toBeLessThan(licenseFileLifetimeMs.unlimitedOffline);
  });

  it('flags a licence file that ends within a day, and one that has ended', () => {
    const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
    expect(licenseFileState(inHours(25), now)).toBe('valid');
    expect(licenseFileState(inHours(23), now)).toBe('expiringSoon');
    expect(licenseFileState(inHours(0), now)).toBe('expired');
  });

  it('calls a clock off by more than a minute, either way, drifting', () => {
    expect(clockDrifts(60)).toBe(false);
    expect(clockDrifts(-61)).toBe(true);
    expect(clockDrifts(95)).toBe(true);
  });
});
