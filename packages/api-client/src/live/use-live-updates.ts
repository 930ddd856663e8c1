import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps the screens of a signed-in person current from the live stream (ADR 0082) while `enabled`; without
 * EventSource they keep polling. Its code loads after the first render, so no page pays for it up front.
 */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./live-updates.ts').then(({ startLiveUpdates }) => {
      if (!stopped) stop = startLiveUpdates(queryClient);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [enabled, queryClient]);
}
