import { useEffect, useState } from 'react';

/** How often a page that says "5 minutes ago" reads the clock again between answers. */
export const clockTickMs = 15_000;

/**
 * "Now" on the server's clock, read again every `everyMs`: the last answer's `serverTime` plus the time since it
 * arrived (`receivedAt`, the query's `dataUpdatedAt`), so that "last seen 5 minutes ago" neither stands still between
 * answers nor drifts with a browser whose clock is off. The browser's clock until the first answer.
 */
export function useServerNow(serverTime: string | undefined, receivedAt: number, everyMs = clockTickMs): Date {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  const offset = serverTime && receivedAt > 0 ? Date.parse(serverTime) - receivedAt : 0;
  return new Date(tick + offset);
}
