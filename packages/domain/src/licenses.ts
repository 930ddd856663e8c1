/** The dates of a licence that its status and type derive from (docs/domain.md#records-and-fields). */
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

/** What staff can do to a licence from the client page (docs/domain.md#screens-and-addresses, ADR 0013), in the order the rows show them. */
export const licenseActions = ['scenarios', 'block', 'revoke', 'unlimited', 'offline', 'gameModel'] as const;
export type LicenseAction = (typeof licenseActions)[number];

/** Why a licence refuses an action; each is a 409 on the server and a hidden button on the screen. */
export type LicenseActionRefusal = 'revoked' | 'alreadyUnlimited' | 'notUnlimited' | 'alreadyOffline';

/**
 * Why `action` is refused on a licence, or `null` when it is allowed. A revoked licence is final, so it refuses
 * every action; the type only moves forward, limited -> unlimited -> unlimited-offline. Only whether each date is
 * set counts, so the server's rows (Dates) and the answers (strings) both fit.
 */
export function licenseActionRefusal(
  license: { revokedAt: unknown; unlimitedSince: unknown; unlimitedOfflineTimeSince: unknown },
  action: LicenseAction,
): LicenseActionRefusal | null {
  if (license.revokedAt) return 'revoked';
  if (action === 'unlimited' && license.unlimitedSince) return 'alreadyUnlimited';
  if (action === 'offline') {
    if (!license.unlimitedSince) return 'notUnlimited';
    if (license.unlimitedOfflineTimeSince) return 'alreadyOffline';
  }
  return null;
}

/** The actions a licence accepts, in the order of `licenseActions`. */
export function allowedLicenseActions(license: Parameters<typeof licenseActionRefusal>[0]): LicenseAction[] {
  return licenseActions.filter((action) => licenseActionRefusal(license, action) === null);
}
