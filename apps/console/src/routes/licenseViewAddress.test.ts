import { describe, expect, it } from 'vitest';
import { licenseViewCodec } from './licenseViewAddress.ts';

describe('licence page address', () => {
  it('round-trips a range of days and a phone period', () => {
    const desktop = { layout: 'desktop', start: '2026-05-01', end: '2026-05-15', page: 2 } as const;
    expect(licenseViewCodec.write(desktop).toString()).toBe('from=2026-05-01&to=2026-05-15&page=2');
    expect(licenseViewCodec.read(licenseViewCodec.write(desktop))).toEqual(desktop);
    const mobile = { layout: 'mobile', rangeKind: 'isoWeek', reference: '2026-05-15T12:00:00.000Z', page: 1 } as const;
    expect(licenseViewCodec.read(licenseViewCodec.write(mobile))).toEqual(mobile);
  });

  it('means the screen’s first view without a view, or with a damaged one', () => {
    expect(licenseViewCodec.write(null).toString()).toBe('');
    expect(licenseViewCodec.read(new URLSearchParams())).toBeNull();
    expect(licenseViewCodec.read(new URLSearchParams('period=year&at=2026-05-15T12:00:00.000Z'))).toBeNull();
    expect(licenseViewCodec.read(new URLSearchParams('period=day&at=yesterday'))).toBeNull();
    expect(licenseViewCodec.read(new URLSearchParams('from=2026-05-15&to=2026-05-01'))).toBeNull();
  });
});
