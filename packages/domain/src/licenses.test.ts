import { describe, expect, it } from 'vitest';
import { isChargedLicense, licenseAdminType, licenseClientType, licenseStatus } from './licenses.ts';

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
