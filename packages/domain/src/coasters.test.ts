import { describe, expect, it } from 'vitest';
import {
  coasterStatus,
  coasterStatusSince,
  coasterWindows,
  licenseCoasterStatus,
  onlineRunAfterCall,
  onlineRunAtShutdown,
  versionOrderKey,
  walletRunway,
} from './coasters.ts';
import type { CoasterDeviceFacts, CoasterFacts } from './coasters.ts';

const now = new Date('2026-03-02T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
/** Check-ins every 5 minutes: online up to 7.5 minutes after the last call, late up to 15. */
const windows = coasterWindows(300);

const device = (fields: Partial<CoasterDeviceFacts> = {}): CoasterDeviceFacts => ({
  lastSeenAt: minutesAgo(1),
  onlineSince: minutesAgo(60),
  switchedOffAt: null,
  freedAt: null,
  revokedAt: null,
  ...fields,
});
const facts = (fields: Partial<CoasterDeviceFacts> | null, licenseRevokedAt: string | null = null): CoasterFacts => ({
  licenseRevokedAt,
  device: fields === null ? null : device(fields),
});

describe('coaster statuses', () => {
  it('follows the check-in interval: online to 1.5 intervals, late to 3, offline beyond', () => {
    expect(windows).toEqual({ onlineForMs: 450_000, lateForMs: 900_000 });
    expect(coasterStatus(facts({ lastSeenAt: minutesAgo(0) }), windows, now)).toBe('online');
    expect(coasterStatus(facts({ lastSeenAt: minutesAgo(7.5) }), windows, now)).toBe('online');
    expect(coasterStatus(facts({ lastSeenAt: minutesAgo(7.6) }), windows, now)).toBe('late');
    expect(coasterStatus(facts({ lastSeenAt: minutesAgo(15) }), windows, now)).toBe('late');
    expect(coasterStatus(facts({ lastSeenAt: minutesAgo(15.1) }), windows, now)).toBe('offline');
    expect(coasterStatus(facts({ lastSeenAt: minutesAgo(60 * 24 * 30) }), windows, now)).toBe('offline');
  });

  it('scales the windows with the interval', () => {
    const quick = coasterWindows(10);
    expect(coasterStatus(facts({ lastSeenAt: minutesAgo(0.25) }), quick, now)).toBe('online');
    expect(coasterStatus(facts({ lastSeenAt: minutesAgo(0.4) }), quick, now)).toBe('late');
    expect(coasterStatus(facts({ lastSeenAt: minutesAgo(0.6) }), quick, now)).toBe('offline');
  });

  it('is switched off after a shutdown, however long ago, until the next call clears it', () => {
    const off = minutesAgo(600);
    expect(coasterStatus(facts({ lastSeenAt: off, switchedOffAt: off, onlineSince: null }), windows, now)).toBe(
      'switchedOff',
    );
  });

  it('puts what staff decided first, then whether a machine ever came', () => {
    expect(coasterStatus(facts(null), windows, now)).toBe('notActivated');
    expect(coasterStatus(facts(null, minutesAgo(5)), windows, now)).toBe('revoked');
    expect(coasterStatus(facts({}, minutesAgo(5)), windows, now)).toBe('revoked');
    expect(coasterStatus(facts({ revokedAt: minutesAgo(5), freedAt: minutesAgo(6) }), windows, now)).toBe('revoked');
    expect(coasterStatus(facts({ freedAt: minutesAgo(5), switchedOffAt: minutesAgo(9) }), windows, now)).toBe(
      'replaced',
    );
  });

  it("gives a licence its machine's status as the server read it, and without a machine what the rule gives", () => {
    expect(licenseCoasterStatus({ revokedAt: null, device: { coasterStatus: 'late' } })).toBe('late');
    expect(licenseCoasterStatus({ revokedAt: minutesAgo(5), device: { coasterStatus: 'revoked' } })).toBe('revoked');
    expect(licenseCoasterStatus({ revokedAt: null, device: null })).toBe(coasterStatus(facts(null), windows, now));
    expect(licenseCoasterStatus({ revokedAt: minutesAgo(5), device: null })).toBe(
      coasterStatus(facts(null, minutesAgo(5)), windows, now),
    );
    expect(licenseCoasterStatus({ revokedAt: minutesAgo(5), device: null })).toBe('revoked');
  });

  it('tells since when each status holds', () => {
    expect(coasterStatusSince(facts({ lastSeenAt: minutesAgo(1) }), windows, now)).toBe(minutesAgo(60));
    expect(coasterStatusSince(facts({ lastSeenAt: minutesAgo(1), onlineSince: null }), windows, now)).toBe(
      minutesAgo(1),
    );
    expect(coasterStatusSince(facts({ lastSeenAt: minutesAgo(10) }), windows, now)).toBe(minutesAgo(2.5));
    expect(coasterStatusSince(facts({ lastSeenAt: minutesAgo(20) }), windows, now)).toBe(minutesAgo(5));
    expect(coasterStatusSince(facts({ switchedOffAt: minutesAgo(3) }), windows, now)).toBe(minutesAgo(3));
    expect(coasterStatusSince(facts({ freedAt: minutesAgo(4) }), windows, now)).toBe(minutesAgo(4));
    expect(coasterStatusSince(facts({}, minutesAgo(8)), windows, now)).toBe(minutesAgo(8));
    expect(coasterStatusSince(facts(null), windows, now)).toBeNull();
  });
});

describe('online runs', () => {
  it('continues a run while calls come within the online window', () => {
    const step = onlineRunAfterCall(device({ lastSeenAt: minutesAgo(7) }), now, windows);
    expect(step).toEqual({ onlineSince: minutesAgo(60), switchedOffAt: null, ended: null });
  });

  it('ends the run where the window ran out after a longer silence, and starts another', () => {
    const step = onlineRunAfterCall(device({ lastSeenAt: minutesAgo(30) }), now, windows);
    expect(step).toEqual({
      onlineSince: now.toISOString(),
      switchedOffAt: null,
      ended: { startedAt: minutesAgo(60), endedAt: minutesAgo(22.5) },
    });
  });

  it('starts a run at the first call after a shutdown, which had ended the last one', () => {
    const off = device({ lastSeenAt: minutesAgo(30), switchedOffAt: minutesAgo(30), onlineSince: null });
    expect(onlineRunAfterCall(off, now, windows)).toEqual({
      onlineSince: now.toISOString(),
      switchedOffAt: null,
      ended: null,
    });
  });

  it('changes nothing for a call older than the last one written', () => {
    const off = device({ lastSeenAt: minutesAgo(1), switchedOffAt: minutesAgo(1), onlineSince: null });
    expect(onlineRunAfterCall(off, new Date(now.getTime() - 120_000), windows)).toEqual({
      onlineSince: null,
      switchedOffAt: minutesAgo(1),
      ended: null,
    });
  });

  it('ends the run at a shutdown, or where it was lost when the machine had been silent', () => {
    expect(onlineRunAtShutdown(device({ lastSeenAt: minutesAgo(2) }), now, windows)).toEqual({
      onlineSince: null,
      switchedOffAt: now.toISOString(),
      ended: { startedAt: minutesAgo(60), endedAt: now.toISOString(), lost: false },
    });
    expect(onlineRunAtShutdown(device({ lastSeenAt: minutesAgo(20) }), now, windows).ended).toEqual({
      startedAt: minutesAgo(60),
      endedAt: minutesAgo(12.5),
      lost: true,
    });
  });

  it('keeps the first shutdown when a machine says it twice', () => {
    const off = device({ lastSeenAt: minutesAgo(3), switchedOffAt: minutesAgo(3), onlineSince: null });
    expect(onlineRunAtShutdown(off, now, windows)).toEqual({
      onlineSince: null,
      switchedOffAt: minutesAgo(3),
      ended: null,
    });
  });
});

describe('wallet runway', () => {
  it('counts days and rides to the charge that leaves less than one ride', () => {
    // 700 coins charged over 7 days by 350 rides: 100 a day, 2 a ride; the block comes with the 1,000th coin.
    const runway = walletRunway(
      { balance: 1000, chargedInWindow: 700, chargedRidesInWindow: 350, coinsPerCustomer: 1 },
      now,
    );
    expect(runway).toEqual({
      balance: 1000,
      coinsPerDay: 100,
      daysLeft: 10,
      ridesLeft: 500,
      blockExpectedAt: '2026-03-12T12:00:00.000Z',
    });
  });

  it('has no days left to tell when nothing was charged, and rides at one customer', () => {
    const runway = walletRunway({ balance: 30, chargedInWindow: 0, chargedRidesInWindow: 0, coinsPerCustomer: 3 }, now);
    expect(runway).toEqual({ balance: 30, coinsPerDay: 0, daysLeft: null, ridesLeft: 10, blockExpectedAt: null });
  });

  it('has nothing left under one ride', () => {
    const runway = walletRunway(
      { balance: -5, chargedInWindow: 70, chargedRidesInWindow: 7, coinsPerCustomer: 2 },
      now,
    );
    expect(runway).toMatchObject({ daysLeft: 0, ridesLeft: 0, blockExpectedAt: now.toISOString() });
  });
});

describe('version order', () => {
  it('orders numbers by value and the rest as text', () => {
    const versions = ['3.10.0', '3.9.2', '10.0', '3.9.2-beta', '2026.3-beta+7'];
    // By code point, as SQL's "C" collation compares.
    const byKey = (a: string, b: string) => (versionOrderKey(a) < versionOrderKey(b) ? -1 : 1);
    expect([...versions].sort(byKey)).toEqual(['3.9.2', '3.9.2-beta', '3.10.0', '10.0', '2026.3-beta+7']);
  });
});
