import { describe, expect, it } from 'vitest';
import { licenseKeyFileSuffix, maskLicenseKey, truncate } from './text.ts';

describe('truncate', () => {
  it('keeps short text whole', () => {
    expect(truncate('Ana', 16)).toBe('Ana');
  });
  it('cuts long text and adds an ellipsis', () => {
    expect(truncate('Alexandra Fernandes da Silva', 16)).toBe('Alexandra Fernan…');
  });
});

describe('maskLicenseKey', () => {
  it('shows four asterisks and the last eight characters', () => {
    expect(maskLicenseKey('ABCD-1234-EFGH-5678')).toBe('****FGH-5678');
  });
  it('keeps a short key whole behind the asterisks', () => {
    expect(maskLicenseKey('AB12')).toBe('****AB12');
  });
});

describe('licenseKeyFileSuffix', () => {
  it('keeps the last six characters of the key, as they are', () => {
    expect(licenseKeyFileSuffix('ORB-7KQ2-M9XD-4HZT')).toBe('D-4HZT');
    expect(licenseKeyFileSuffix('abc')).toBe('abc');
  });
});
