/**
 * Live screens (ADR 0082): one Server-Sent Events stream per open console, telling the signed-in person what changed
 * for them, fanned out to every server process through PostgreSQL's notifications. Other areas and the composition
 * (app.ts) use this area only through this file.
 */
export { createLiveHub } from './live-hub.ts';
export type { LiveHub } from './live-hub.ts';
export { liveEventChannel, liveEventsRepository } from './live-events-repository.ts';
export { liveRoutes } from './live-routes.ts';
export { sessionStandsFor } from './live-sessions.ts';
