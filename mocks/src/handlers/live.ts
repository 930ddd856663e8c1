import { http, HttpResponse } from 'msw';
import { errorMessages, routes } from '@orbit/contract';
import { mockError } from '../respond.ts';
import type { MockSession } from './session.ts';

/**
 * The live stream (ADR 0082) as the server holds it while nothing changes: open, with only the reconnection delay, so
 * that the screens stop polling as they do against the server. A story that changes the mocks refreshes its own
 * queries; nothing is pushed.
 */
export function liveHandlers({ session }: { session: MockSession }) {
  return [
    http.get(`*${routes.live.path}`, () => {
      if (!session.current) return mockError(401, errorMessages.unauthenticated);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('retry: 1000\n\n'));
        },
      });
      return new HttpResponse(body, {
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
      });
    }),
  ];
}
