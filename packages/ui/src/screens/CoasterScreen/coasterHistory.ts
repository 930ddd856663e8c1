import type { CoasterDetailResponse } from '@orbit/contract';

type History = CoasterDetailResponse['history'];
type HistoryBlock = History['blocks'][number];
type SyncDay = History['syncs'][number];
type VersionChange = History['versions'][number];

/** Whether the machine was calling, lost (an outage), or switched off on purpose, from `from` to `to`. */
export type ConnectionKind = 'online' | 'offline' | 'switchedOff';

export interface ConnectionStretch {
  kind: ConnectionKind;
  from: string;
  /** Null while it lasts. */
  to: string | null;
}

/** One line of the history's list, of whichever kind. */
export type HistoryEvent =
  | ({ type: 'connection' } & ConnectionStretch)
  | ({ type: 'block' } & HistoryBlock)
  | ({ type: 'sync' } & SyncDay)
  | ({ type: 'version' } & VersionChange);

/**
 * The online runs with the gaps between them (ADR 0084): a gap after a run the machine ended by shutting down is
 * switched off, any other an outage; after the last run, the gap lasts until the machine calls again. Before the first
 * run nothing is known, so nothing is shown.
 */
export function connectionStretches(runs: History['onlineRuns']): ConnectionStretch[] {
  const stretches: ConnectionStretch[] = [];
  runs.forEach((run, index) => {
    stretches.push({ kind: 'online', from: run.from, to: run.to });
    if (run.to === null) return;
    const next = runs[index + 1];
    stretches.push({
      kind: run.endedBy === 'switchedOff' ? 'switchedOff' : 'offline',
      from: run.to,
      to: next ? next.from : null,
    });
  });
  return stretches;
}

/** The length of a stretch in seconds, an open one up to `now`. */
export function stretchSeconds(stretch: { from: string; to: string | null }, now: Date): number {
  const end = stretch.to === null ? now.getTime() : Date.parse(stretch.to);
  return Math.max(0, Math.round((end - Date.parse(stretch.from)) / 1000));
}

/** How many outages the history holds and how long they lasted together, the ongoing one up to `now`. */
export function outageTotals(stretches: readonly ConnectionStretch[], now: Date): { count: number; seconds: number } {
  const outages = stretches.filter((stretch) => stretch.kind === 'offline');
  return { count: outages.length, seconds: outages.reduce((sum, stretch) => sum + stretchSeconds(stretch, now), 0) };
}

const startOf = (event: HistoryEvent): number => {
  switch (event.type) {
    case 'connection':
    case 'block':
      return Date.parse(event.from);
    case 'sync':
      return Date.parse(event.lastAt);
    case 'version':
      return Date.parse(event.at);
  }
};

/** Everything the history holds, newest first: the list that says what the strip draws. */
export function historyEvents(history: History): HistoryEvent[] {
  const events: HistoryEvent[] = [
    ...connectionStretches(history.onlineRuns).map((stretch) => ({ type: 'connection' as const, ...stretch })),
    ...history.blocks.map((block) => ({ type: 'block' as const, ...block })),
    ...history.syncs.map((sync) => ({ type: 'sync' as const, ...sync })),
    ...history.versions.map((version) => ({ type: 'version' as const, ...version })),
  ];
  return events.sort((a, b) => startOf(b) - startOf(a));
}

/** Where a moment falls along the history, from 0 (its start) to 1 (its end), clamped. */
export function positionIn(history: { from: string; to: string }, at: string | number): number {
  const from = Date.parse(history.from);
  const span = Math.max(1, Date.parse(history.to) - from);
  const time = typeof at === 'number' ? at : Date.parse(at);
  return Math.min(1, Math.max(0, (time - from) / span));
}
