import { describe, expect, it } from 'vitest';
import { apiKeyState } from './api-key-state.ts';

const now = new Date('2026-05-15T12:00:00.000Z');
const key = (expiresAt: string, revokedAt: string | null = null) => ({ expiresAt, revokedAt });

describe('apiKeyState', () => {
  it('is live more than a week before the expiry, expiring soon within it, expired from the instant itself', () => {
    expect(apiKeyState(key('2026-05-22T12:00:00.001Z'), now)).toBe('live');
    expect(apiKeyState(key('2026-05-22T12:00:00.000Z'), now)).toBe('expiringSoon');
    expect(apiKeyState(key('2026-05-15T12:00:00.001Z'), now)).toBe('expiringSoon');
    expect(apiKeyState(key('2026-05-15T12:00:00.000Z'), now)).toBe('expired');
  });

  it('says revoked whatever the expiry', () => {
    expect(apiKeyState(key('2027-01-01T00:00:00.000Z', '2026-05-01T00:00:00.000Z'), now)).toBe('revoked');
    expect(apiKeyState(key('2026-01-01T00:00:00.000Z', '2025-12-01T00:00:00.000Z'), now)).toBe('revoked');
  });
});
