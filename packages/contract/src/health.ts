import { z } from 'zod';

/** `GET /api/health/live`: the process answers. */
export const livenessSchema = z.object({ status: z.literal('live') });
export type Liveness = z.infer<typeof livenessSchema>;

/**
 * `GET /api/health/ready`: the database answers, its migrations are applied and the session listener is connected
 * and fresh; otherwise 503 `{ message }` saying which is not (ADR 0060).
 */
export const readinessSchema = z.object({ status: z.literal('ready') });
export type Readiness = z.infer<typeof readinessSchema>;
