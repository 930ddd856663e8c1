import { describe, expect, it } from 'vitest';
import { createI18n } from '@orbit/i18n';
import { reportRangePresets } from './reportChoices.ts';
import { reportRange } from './reportSearch.ts';

const i18n = createI18n({ language: 'en' });
const t = i18n.t.bind(i18n);

describe('reportRangePresets', () => {
  it('counts this month, last month and twelve months in the staff member’s zone', () => {
    // 02:00 UTC on 1 March is still 28 February in São Paulo.
    const presets = reportRangePresets(new Date('2026-03-01T02:00:00Z'), 'America/Sao_Paulo', t);
    expect(presets.map((preset) => [preset.label, preset.range])).toEqual([
      ['This month', { start: '2026-02-01', end: '2026-02-28' }],
      ['Last month', { start: '2026-01-01', end: '2026-01-31' }],
      ['Last 12 months', { start: '2025-03-01', end: '2026-02-28' }],
    ]);
  });

  it('crosses the year in January', () => {
    const [, lastMonth] = reportRangePresets(new Date('2026-01-10T12:00:00Z'), 'UTC', t);
    expect(lastMonth?.range).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });
});

describe('reportRange', () => {
  it('reads the period in the zone and takes its last minute whole', () => {
    expect(reportRange({ start: '2026-04-01T00:00', end: '2026-04-30T23:59' }, 'America/Sao_Paulo')).toEqual({
      startAt: '2026-04-01T03:00:00.000Z',
      endAt: '2026-05-01T03:00:00.000Z',
    });
  });
});
