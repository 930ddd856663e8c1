import { describe, expect, it } from 'vitest';
import { connectionStretches, historyEvents, outageTotals, positionIn } from './coasterHistory.ts';

const runs = [
  { from: '2026-05-01T10:00:00.000Z', to: '2026-05-02T10:00:00.000Z', endedBy: 'lost' as const },
  { from: '2026-05-02T12:00:00.000Z', to: '2026-05-03T01:00:00.000Z', endedBy: 'switchedOff' as const },
  { from: '2026-05-03T09:00:00.000Z', to: '2026-05-04T09:00:00.000Z', endedBy: 'lost' as const },
];

describe("a machine's history (ADR 0084)", () => {
  it('puts an outage after a lost run, switched off after a shutdown, and an open gap after the last run', () => {
    expect(connectionStretches(runs).map(({ kind, from, to }) => [kind, from.slice(5, 13), to?.slice(5, 13)])).toEqual([
      ['online', '05-01T10', '05-02T10'],
      ['offline', '05-02T10', '05-02T12'],
      ['online', '05-02T12', '05-03T01'],
      ['switchedOff', '05-03T01', '05-03T09'],
      ['online', '05-03T09', '05-04T09'],
      ['offline', '05-04T09', undefined],
    ]);
  });

  it('leaves nothing open after a run that still lasts', () => {
    const stretches = connectionStretches([{ from: '2026-05-01T10:00:00.000Z', to: null, endedBy: null }]);
    expect(stretches).toEqual([{ kind: 'online', from: '2026-05-01T10:00:00.000Z', to: null }]);
  });

  it('counts the outages and their time, the open one up to now, never the switched-off nights', () => {
    const now = new Date('2026-05-04T12:00:00.000Z');
    expect(outageTotals(connectionStretches(runs), now)).toEqual({ count: 2, seconds: (2 + 3) * 3600 });
  });

  it('lists everything newest first', () => {
    const events = historyEvents({
      from: '2026-04-04T12:00:00.000Z',
      to: '2026-05-04T12:00:00.000Z',
      onlineRuns: runs.slice(0, 1),
      blocks: [
        {
          code: 4,
          reason: 'financial-debt',
          onAccount: false,
          from: '2026-05-01T20:00:00.000Z',
          to: null,
        },
      ],
      syncs: [{ date: '2026-05-01', batches: 3, rides: 40, lastAt: '2026-05-01T23:00:00.000Z' }],
      versions: [{ at: '2026-05-01T10:00:00.000Z', appVersion: '3.2.0', gameVersion: '1.9.0' }],
    });
    expect(events.map((event) => event.type)).toEqual(['connection', 'sync', 'block', 'connection', 'version']);
  });

  it('places a moment along the history, clamped to it', () => {
    const history = { from: '2026-05-01T00:00:00.000Z', to: '2026-05-03T00:00:00.000Z' };
    expect(positionIn(history, '2026-05-02T00:00:00.000Z')).toBe(0.5);
    expect(positionIn(history, '2026-04-01T00:00:00.000Z')).toBe(0);
    expect(positionIn(history, '2026-06-01T00:00:00.000Z')).toBe(1);
  });
});
