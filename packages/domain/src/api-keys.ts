/**
 * What an API key may be given (ADR 0092): an area of the API and read or write. The list is closed; a route takes
 * keys only when its contract definition names one of these (`keyScope`).
 */
export const apiKeyScopes = [
  'licenses:read',
  'wallet:read',
  'wallet:write',
  'reports:read',
  'devices:read',
  'events:read',
] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/**
 * Whose key it is: `business` keys are made by admins and reach the staff routes that take keys; `account` keys are
 * made by a person for their own account and reach only the calls that answer about that account.
 */
export const apiKeyKinds = ['business', 'account'] as const;
export type ApiKeyKind = (typeof apiKeyKinds)[number];

/** Every secret starts with this, so that secret scanners and people recognise one wherever it is pasted. */
export const apiKeyPrefix = 'orbit_key_';

/** The limits of a key (ADR 0092): an expiry is required, 90 days unless asked, never more than 366. */
export const apiKeyLimits = {
  defaultExpiryDays: 90,
  maxExpiryDays: 366,
  /** After a roll, the old secret keeps working this long unless asked (hours), never more than 7 days. */
  defaultRollOverlapHours: 24,
  maxRollOverlapHours: 7 * 24,
  maxNameLength: 100,
  maxAllowedAddresses: 20,
} as const;

/** How many days before a key expires its maker is warned (ADR 0092), each once per key, nearest last. */
export const apiKeyExpiryWarningDays = [30, 7, 1] as const;
