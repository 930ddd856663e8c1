import { z } from 'zod';
import { isoDateTimeSchema, limitQuerySchema, listMetaSchema, offsetQuerySchema } from './common.ts';

/**
 * Background work (ADR 0079): each queue of the job queue, and the jobs that ran out of attempts (dead letters),
 * which an admin sees with their error and can send back to their queue.
 */
export const jobQueueNames = [
  'mail',
  'sweep-expired',
  'notification-digest',
  'unblock-ends',
  'live-sweep',
  'coaster-alerts',
  'coaster-silences',
  'coaster-daily',
  'api-key-expiry',
  'webhook-delivery',
  'webhook-sweep',
] as const;
export type JobQueueName = (typeof jobQueueNames)[number];

export const failedJobSchema = z.object({
  /** The dead letter's id (a UUID); a retry takes it back to its queue under a new one. */
  id: z.uuid(),
  queue: z.enum(jobQueueNames),
  /** What the job was for, as staff may read it: for a mail, its recipient and subject (never its text or link). */
  summary: z.string(),
  /** The last attempt's error. */
  error: z.string(),
  attempts: z.number().int().positive(),
  /** When the work was asked for. */
  createdAt: isoDateTimeSchema,
  /** When its last attempt failed. */
  failedAt: isoDateTimeSchema,
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsQuerySchema = z.strictObject({
  limit: limitQuerySchema(200, 50),
  offset: offsetQuerySchema,
});
export type FailedJobsQuery = z.output<typeof failedJobsQuerySchema>;

export const failedJobsResponseSchema = z.object({ results: z.array(failedJobSchema), meta: listMetaSchema });
export type FailedJobsResponse = z.infer<typeof failedJobsResponseSchema>;

export const failedJobParamsSchema = z.strictObject({ id: z.uuid() });
