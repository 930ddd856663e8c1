import { routes } from '@orbit/contract';
import { AppError } from '../../http/app-error.ts';
import type { RegisterRoute } from '../../http/register-route.ts';
import type { Readiness } from './readiness.ts';

/** When a balancer should ask again after a 503: its usual probe interval. */
const readinessRetryAfterSeconds = 5;

/** Liveness and readiness for balancers and orchestrators (ADR 0060); app.ts keeps them out of the request log. */
export function healthRoutes(registerRoute: RegisterRoute, deps: { readiness: Readiness }): void {
  registerRoute(routes.healthLive, async () => ({ status: 'live' as const }));
  registerRoute(routes.healthReady, async () => {
    const problem = await deps.readiness.problem();
    if (problem) throw new AppError(503, problem, undefined, { retryAfterSeconds: readinessRetryAfterSeconds });
    return { status: 'ready' as const };
  });
}
