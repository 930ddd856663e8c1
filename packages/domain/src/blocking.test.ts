import { describe, expect, it } from 'vitest';
import { blockingBanner, blockReasonForCode, latestUnblockRequest } from './blocking.ts';

const now = new Date('2026-05-15T12:00:00Z');
const accountOrder = { licenseKey: null, revokedAt: null };
const licenseOrder = { licenseKey: 'KEY-1', revokedAt: null };
const request = (createdAt: string, expiresAt: string, archivedAt: string | null = null) => ({
  createdAt,
  expiresAt,
  archivedAt,
});

describe('blocking banner', () => {
  it('shows nothing without orders', () => {
    expect(blockingBanner([], [], true, now)).toEqual({ kind: 'none' });
  });
  it('shows nothing when only licences are blocked', () => {
    expect(blockingBanner([licenseOrder], [], true, now)).toEqual({ kind: 'none' });
  });
  it('ignores finished orders', () => {
    expect(blockingBanner([{ licenseKey: null, revokedAt: '2026-05-01T00:00:00Z' }], [], true, now)).toEqual({
      kind: 'none',
    });
  });
  it('is red with the request button when the account is blocked and the client may request', () => {
    expect(blockingBanner([accountOrder], [], true, now)).toEqual({ kind: 'blocked', canRequestUnblock: true });
    expect(blockingBanner([accountOrder], [], false, now)).toEqual({ kind: 'blocked', canRequestUnblock: false });
  });
  it('is amber with the expiry while the latest request is active', () => {
    const active = request('2026-05-14T00:00:00Z', '2026-05-21T00:00:00Z');
    expect(blockingBanner([accountOrder], [active], true, now)).toEqual({
      kind: 'temporarilyUnblocked',
      expiresAt: active.expiresAt,
    });
  });
  it('is red again once the latest request expired, and the button returns', () => {
    const expired = request('2026-05-01T00:00:00Z', '2026-05-08T00:00:00Z');
    expect(blockingBanner([accountOrder], [expired], true, now)).toEqual({ kind: 'blocked', canRequestUnblock: true });
  });
  it('hides the button while the latest expiry is in the future even if archived', () => {
    const archived = request('2026-05-14T00:00:00Z', '2026-05-21T00:00:00Z', '2026-05-14T10:00:00Z');
    expect(blockingBanner([accountOrder], [archived], true, now)).toEqual({
      kind: 'blocked',
      canRequestUnblock: false,
    });
  });
});

describe('block reasons', () => {
  it('maps client codes to reasons and leaves others as they are', () => {
    expect(blockReasonForCode(2)).toBe('insufficient-coin-balance');
    expect(blockReasonForCode(6)).toBe('owner-request');
    expect(blockReasonForCode(9)).toBeUndefined();
  });
  it('finds the newest request', () => {
    const older = request('2026-01-01T00:00:00Z', '2026-01-08T00:00:00Z');
    const newer = request('2026-03-01T00:00:00Z', '2026-03-08T00:00:00Z');
    expect(latestUnblockRequest([newer, older])).toBe(newer);
    expect(latestUnblockRequest([])).toBeUndefined();
  });
});
