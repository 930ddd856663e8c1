import { routes } from '@orbit/contract';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { LiveHub } from './live-hub.ts';

/** The signed-in person's stream of what changed for them (ADR 0082): their own events, whoever they are. */
export function liveRoutes(registerRoute: RegisterRoute, deps: { live: LiveHub }): void {
  const { live } = deps;
  registerRoute(routes.live, async ({ headers, request, reply }) => {
    const body = await live.open(requireAuth(request), headers['last-event-id']);
    void reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      // Proxies that buffer answers (nginx) pass each event on at once.
      .header('x-accel-buffering', 'no');
    return body;
  });
}
