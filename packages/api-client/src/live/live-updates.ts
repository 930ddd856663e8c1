import type { QueryClient } from '@tanstack/react-query';
import type { LiveChange, LiveChangeKind, liveResetEvent } from '@orbit/contract';
import { apiAddress } from '../client.ts';
import { setLiveStreamUp } from './live-state.ts';

/**
 * The query keys (prefixes) each kind of change makes stale: the screens that show it ask again. The coasters page
 * shows rides, licences, blocks and the wallet's runway, and its machines' statuses (`coasters`); the staff fleet page
 * every client's statuses and rides today (`fleet`, ADR 0089).
 */
export const liveQueryKeys: Record<LiveChangeKind, readonly (readonly string[])[]> = {
  notifications: [['notifications']],
  wallet: [['wallet'], ['reports', 'wallet-balance'], ['coasters']],
  blocking: [['blocking'], ['licenses'], ['session', 'me'], ['coasters']],
  licenses: [['licenses'], ['licenseScenarios'], ['session', 'me'], ['reports'], ['coasters']],
  rides: [['reports'], ['licenses'], ['wallet'], ['coasters']],
  coasters: [['coasters']],
  fleet: [['admin', 'coasters']],
};
const allKinds = Object.keys(liveQueryKeys) as LiveChangeKind[];
const resetEvent: typeof liveResetEvent = 'reset';
/** After a stream the browser gave up on (an answer other than 200), a new one is tried this long after, doubling. */
const retryMs = { first: 2_000, longest: 60_000 };

/** Makes stale the queries of the kinds given; the ones on screen are fetched again at once. */
export function refreshLiveQueries(queryClient: QueryClient, kinds: readonly LiveChangeKind[]): void {
  const keys = new Map(kinds.flatMap((kind) => liveQueryKeys[kind] ?? []).map((key) => [key.join('\u0000'), key]));
  for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Holds the signed-in person's live stream (`GET /api/live`, ADR 0082) and refreshes the queries each event names;
 * returns what stops it. EventSource reconnects by itself and resumes from the last event's id. While the stream is
 * down the screens poll as before; when it drops they are refreshed once (their polling starts again with it), and a
 * `reset` refreshes everything live.
 */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = retryMs.first;
  let up = false;
  const refreshAll = () => refreshLiveQueries(queryClient, allKinds);

  const down = () => {
    if (up) refreshAll();
    up = false;
    setLiveStreamUp(false);
  };

  const open = (fresh: boolean) => {
    const stream = new EventSource(apiAddress('live'));
    source = stream;
    stream.onopen = () => {
      delay = retryMs.first;
      up = true;
      setLiveStreamUp(true);
      // A new stream cannot resume: what changed while none was open is asked for again.
      if (fresh) refreshAll();
    };
    stream.onmessage = (event: MessageEvent<string>) =>
      refreshLiveQueries(queryClient, (JSON.parse(event.data) as LiveChange).changed);
    stream.addEventListener(resetEvent, refreshAll);
    stream.onerror = () => {
      down();
      if (stream.readyState !== EventSource.CLOSED) return;
      retry = setTimeout(() => open(true), delay);
      delay = Math.min(delay * 2, retryMs.longest);
    };
  };

  open(false);
  return () => {
    clearTimeout(retry);
    source?.close();
    up = false;
    setLiveStreamUp(false);
  };
}
