import { liveRefetchIntervalMs } from '../query-client.ts';

/*
 * Whether the live stream is up (ADR 0082), for the screens that otherwise poll: kept outside React, so the query
 * options read it when they schedule their next fetch.
 */
let streamUp = false;

export function setLiveStreamUp(up: boolean): void {
  streamUp = up;
}

export const liveStreamUp = (): boolean => streamUp;

/**
 * The `refetchInterval` of the screens that show rides and machines: every 30 seconds (ADR 0049) while no stream
 * tells them of changes, never while one does. Read after each fetch: one scheduled before the stream came up runs
 * once more.
 */
export const liveRefetchInterval = (): number | false => (streamUp ? false : liveRefetchIntervalMs);
