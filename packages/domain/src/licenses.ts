/** The dates of a licence that its status and type derive from (spec §3). */
export interface LicenseDates {
  createdAt: string | null;
  revokedAt: string | null;
  unlimitedSince: string | null;
  unlimitedOfflineTimeSince: string | null;
}

export const gameModels = ['OrbitCoaster', 'BubbleCoaster'] as const;
export type GameModel = (typeof gameModels)[number];

export type LicenseStatus = 'revoked' | 'active' | 'inactive';
/** Type as staff see it. */
export type LicenseAdminType = 'unlimitedOffline' | 'unlimited' | 'limited';
/** Type as the owner sees it. */
export type LicenseClientType = 'unlimited' | 'limited';

/** Revoked when revokedAt is set, else active when createdAt is set, else inactive. */
export function licenseStatus({ revokedAt, createdAt }: Pick<LicenseDates, 'revokedAt' | 'createdAt'>): LicenseStatus {
  if (revokedAt) return 'revoked';
  return createdAt ? 'active' : 'inactive';
}

/** Unlimited/offline when both dates are set, unlimited when only unlimitedSince is, else limited. */
export function licenseAdminType({
  unlimitedSince,
  unlimitedOfflineTimeSince,
}: Pick<LicenseDates, 'unlimitedSince' | 'unlimitedOfflineTimeSince'>): LicenseAdminType {
  if (unlimitedSince && unlimitedOfflineTimeSince) return 'unlimitedOffline';
  return unlimitedSince ? 'unlimited' : 'limited';
}

/** The owner's view: unlimited once unlimitedSince has passed, else limited. */
export function licenseClientType(
  { unlimitedSince }: Pick<LicenseDates, 'unlimitedSince'>,
  now: Date,
): LicenseClientType {
  return unlimitedSince && new Date(unlimitedSince).getTime() <= now.getTime() ? 'unlimited' : 'limited';
}

/** Rides on limited licences are charged coins; unlimited ones are not (docs/domain.md). */
export function isChargedLicense(dates: Pick<LicenseDates, 'unlimitedSince'>, at: Date): boolean {
  return licenseClientType(dates, at) === 'limited';
}
