import { describe, expect, it } from 'vitest';
import { defaultConsumptionsView } from './LicenseDetailScreen.tsx';

describe('defaultConsumptionsView', () => {
  const now = new Date('2026-05-01T01:30:00Z');

  it('shows the owner’s month so far on desktop', () => {
    expect(defaultConsumptionsView('desktop', now, 'Europe/Rome')).toEqual({
      layout: 'desktop',
      start: '2026-05-01',
      end: '2026-05-01',
      page: 1,
    });
    // Still 30 April in São Paulo.
    expect(defaultConsumptionsView('desktop', now, 'America/Sao_Paulo')).toEqual({
      layout: 'desktop',
      start: '2026-04-01',
      end: '2026-04-30',
      page: 1,
    });
  });

  it('shows the month holding now on phones', () => {
    expect(defaultConsumptionsView('mobile', now, 'UTC')).toEqual({
      layout: 'mobile',
      rangeKind: 'month',
      reference: now.toISOString(),
      page: 1,
    });
  });
});
