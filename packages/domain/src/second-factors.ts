import type { Scope } from './scopes.ts';

/** The scopes an installation that asks for it (`REQUIRE_STAFF_SECOND_FACTOR`) makes enrol a second factor. */
export const secondFactorRequiredScopes: readonly Scope[] = ['admin', 'supervisor'];

/** Whether an installation whose setting is `requiredForStaff` makes this scope enrol a second factor. */
export function secondFactorRequiredFor(scope: Scope, requiredForStaff: boolean): boolean {
  return requiredForStaff && secondFactorRequiredScopes.includes(scope);
}

/** Digits of a TOTP code (RFC 6238's usual six, which every authenticator app shows). */
export const totpDigits = 6;

/** Recovery codes given at enrolment, each usable once. */
export const recoveryCodeCount = 10;

/** A recovery code as typed: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}
