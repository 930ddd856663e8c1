import type { LicenseAdminType } from './licenses.ts';

/** Validation codes in the order the server checks them: the first that applies is the answer (ADR 0049). */
export const deviceValidationCodes = ['REVOKED', 'DEVICE_REPLACED', 'BLOCKED', 'SYNC_OVERDUE', 'VALID'] as const;
export type DeviceValidationCode = (typeof deviceValidationCodes)[number];

/** A machine holds its licence's slot until staff free it (the PC was replaced) or revoke it (its token dies). */
export const deviceStatuses = ['active', 'replaced', 'revoked'] as const;
export type DeviceStatus = (typeof deviceStatuses)[number];

/** What became of one ride of a batch. `duplicate` counts as success: the ride was stored before. */
export const deviceRideStatuses = ['accepted', 'duplicate', 'conflict', 'rejected'] as const;
export type DeviceRideStatus = (typeof deviceRideStatuses)[number];

/** Why a ride was rejected. */
export const deviceRideReasons = [
  'bad_values',
  'unknown_scenario',
  'in_future',
  'before_activation',
  'after_revocation',
  'seq_reused',
] as const;
export type DeviceRideReason = (typeof deviceRideReasons)[number];

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** How long a licence file lets a machine play offline, by licence type (ADR 0049). */
export const licenseFileLifetimeMs: Record<LicenseAdminType, number> = {
  limited: 3 * dayMs,
  unlimited: 7 * dayMs,
  unlimitedOffline: 30 * dayMs,
};

/** Rules of the device side that the server, the screens and the emulator share. */
export const deviceRules = {
  /** A machine's clock further off than this has its rides' times corrected and flagged. */
  clockToleranceMs: 60_000,
  /** A new client's tariff until staff set one. */
  defaultCoinsPerCustomer: 1,
  /** Coins inserted finish the automatic block once the balance reaches this many rides' price. */
  resumeAfterRides: 10,
  /** A licence file is renewed once this share of its life has passed. */
  licenseFileRenewShare: 0.5,
  /** Staff are warned when an active machine's licence file ends within this time: it stops playing then. */
  licenseFileWarningMs: dayMs,
} as const;

/** The price of one ride: the tariff for a single customer. Below it, a limited licence's account blocks itself. */
export function oneRidePrice(coinsPerCustomer: number): number {
  return coinsPerCustomer;
}

/** The balance at or above which coins inserted finish an automatic "insufficient coin balance" block. */
export function resumeBalance(coinsPerCustomer: number): number {
  return oneRidePrice(coinsPerCustomer) * deviceRules.resumeAfterRides;
}

/** A ride's charge: the tariff times its customers on a licence limited when it was played, else nothing. */
export function rideCharge(customersAmount: number, coinsPerCustomer: number, limitedWhenPlayed: boolean): number {
  return limitedWhenPlayed ? customersAmount * coinsPerCustomer : 0;
}

export type LicenseFileState = 'valid' | 'expiringSoon' | 'expired';

/** Whether a machine's licence file still lets it play at `now`, and whether it ends within a day. */
export function licenseFileState(expiresAt: string, now: Date): LicenseFileState {
  const left = new Date(expiresAt).getTime() - now.getTime();
  if (left <= 0) return 'expired';
  return left <= deviceRules.licenseFileWarningMs ? 'expiringSoon' : 'valid';
}

/** A machine's clock is off by more than the tolerance: the server corrects and flags its rides' times. */
export function clockDrifts(clockOffsetSeconds: number): boolean {
  return Math.abs(clockOffsetSeconds) * 1000 > deviceRules.clockToleranceMs;
}
