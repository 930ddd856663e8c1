import { describe, expect, it } from 'vitest';
import {
  allowedLicenseActions,
  isChargedLicense,
  licenseActionRefusal,
  licenseActions,
  licenseAdminType,
  licenseClientType,
  licenseStatus,
} from './licenses.ts';

const now = new Date('2026-05-15T12:00:00Z');

describe('licence status', () => {
  it('is revoked when revokedAt is set, whatever else', () => {
    expect(licenseStatus({ createdAt: '2025-01-01T00:00:00Z', revokedAt: '2026-01-01T00:00:00Z' })).toBe('revoked');
  });
  it('is active when created and not revoked, inactive otherwise', () => {
    expect(licenseStatus({ createdAt: '2025-01-01T00:00:00Z', revokedAt: null })).toBe('active');
    expect(licenseStatus({ createdAt: null, revokedAt: null })).toBe('inactive');
  });
});

describe('licence type', () => {
  it('derives the staff view from both dates', () => {
    expect(licenseAdminType({ unlimitedSince: '2025-01-01', unlimitedOfflineTimeSince: '2025-02-01' })).toBe(
      'unlimitedOffline',
    );
    expect(licenseAdminType({ unlimitedSince: '2025-01-01', unlimitedOfflineTimeSince: null })).toBe('unlimited');
    expect(licenseAdminType({ unlimitedSince: null, unlimitedOfflineTimeSince: '2025-02-01' })).toBe('limited');
  });
  it('shows the owner unlimited only once unlimitedSince has passed', () => {
    expect(licenseClientType({ unlimitedSince: '2026-05-15T11:59:59Z' }, now)).toBe('unlimited');
    expect(licenseClientType({ unlimitedSince: '2026-05-16T00:00:00Z' }, now)).toBe('limited');
    expect(licenseClientType({ unlimitedSince: null }, now)).toBe('limited');
  });
  it('charges rides on limited licences only', () => {
    expect(isChargedLicense({ unlimitedSince: null }, now)).toBe(true);
    expect(isChargedLicense({ unlimitedSince: '2026-01-01T00:00:00Z' }, now)).toBe(false);
  });
});

describe('licence actions', () => {
  const limited = { revokedAt: null, unlimitedSince: null, unlimitedOfflineTimeSince: null };
  const unlimited = { ...limited, unlimitedSince: '2026-01-01T00:00:00.000Z' };
  const offline = { ...unlimited, unlimitedOfflineTimeSince: '2026-02-01T00:00:00.000Z' };

  it('moves a licence forward only: limited to unlimited to offline', () => {
    expect(allowedLicenseActions(limited)).toEqual(['scenarios', 'block', 'revoke', 'unlimited', 'gameModel']);
    expect(allowedLicenseActions(unlimited)).toEqual(['scenarios', 'block', 'revoke', 'offline', 'gameModel']);
    expect(allowedLicenseActions(offline)).toEqual(['scenarios', 'block', 'revoke', 'gameModel']);
    expect(licenseActionRefusal(unlimited, 'unlimited')).toBe('alreadyUnlimited');
    expect(licenseActionRefusal(limited, 'offline')).toBe('notUnlimited');
    expect(licenseActionRefusal(offline, 'offline')).toBe('alreadyOffline');
  });

  it('refuses everything on a revoked licence, whatever its dates are as strings or Dates', () => {
    const revoked = { ...limited, revokedAt: new Date('2026-03-01T00:00:00.000Z') };
    expect(allowedLicenseActions(revoked)).toEqual([]);
    for (const action of licenseActions) expect(licenseActionRefusal(revoked, action)).toBe('revoked');
    expect(allowedLicenseActions({ ...limited, unlimitedSince: new Date() })).not.toContain('unlimited');
  });
});
