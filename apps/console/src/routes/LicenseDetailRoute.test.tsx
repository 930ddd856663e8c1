import { describe, expect, it } from 'vitest';
import { consumptionsQueryOf } from './LicenseDetailRoute.tsx';

describe('consumptionsQueryOf', () => {
  it('turns a desktop range of days into the instants of the owner’s days, end day included', () => {
    expect(
      consumptionsQueryOf({ layout: 'desktop', start: '2026-05-01', end: '2026-05-15', page: 3 }, 'America/Sao_Paulo'),
    ).toEqual({
      referenceStartDate: '2026-05-01T03:00:00.000Z',
      referenceEndDate: '2026-05-16T03:00:00.000Z',
      timezone: 'America/Sao_Paulo',
      limit: 20,
      offset: 40,
    });
  });

  it('asks for the period holding the reference on phones', () => {
    expect(
      consumptionsQueryOf(
        { layout: 'mobile', rangeKind: 'isoWeek', reference: '2026-05-15T12:00:00.000Z', page: 1 },
        'UTC',
      ),
    ).toEqual({
      referenceStartDate: '2026-05-15T12:00:00.000Z',
      rangeKind: 'isoWeek',
      timezone: 'UTC',
      limit: 20,
      offset: 0,
    });
  });
});
