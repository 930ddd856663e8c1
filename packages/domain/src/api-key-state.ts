// Apart from api-keys.ts, whose constants the contract and the server need: only the key screens use this, and in
// a module of its own it downloads with them rather than with every page (ADR 0094).

/** A live key this close to its expiry shows as expiring soon: the week of the notification centre's 7-day warning. */
export const apiKeyExpiringSoonDays = 7;

/** Where a key stands for the people who manage it: revoked wins over expired, which wins over expiring soon. */
export type ApiKeyState = 'live' | 'expiringSoon' | 'expired' | 'revoked';

/** A key's state at `now`, from its expiry and revocation as the server answers them. */
export function apiKeyState(key: { expiresAt: string; revokedAt: string | null }, now: Date): ApiKeyState {
  if (key.revokedAt !== null) return 'revoked';
  const left = Date.parse(key.expiresAt) - now.getTime();
  if (left <= 0) return 'expired';
  return left <= apiKeyExpiringSoonDays * 24 * 60 * 60 * 1000 ? 'expiringSoon' : 'live';
}
