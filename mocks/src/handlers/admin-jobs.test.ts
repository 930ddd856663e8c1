import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { errorResponseSchema, failedJobSchema, failedJobsResponseSchema } from '@orbit/contract';
import { mockUsers } from '../fixtures.ts';
import { adminJobsHandlers, mockFailedJobs } from './admin-jobs.ts';
import { createMockSession } from './session.ts';

const session = createMockSession({ signedInAs: mockUsers.admin });
const server = setupServer(...adminJobsHandlers({ session }));
const base = 'http://console.test';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

async function call(path: string, method = 'GET') {
  const response = await fetch(`${base}${path}`, { method });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('failed job mock answers parse with the contract', () => {
  it('lists a page, sends a job back once, and refuses other staff', async () => {
    const [first] = mockFailedJobs;
    if (!first) throw new Error('The test needs a failed job');
    const page = await call('/api/admin/jobs/failed?limit=2&offset=0');
    expect(page.status).toBe(200);
    const list = failedJobsResponseSchema.parse(page.body);
    expect(list.results.map((job) => job.id)).toEqual(mockFailedJobs.slice(0, 2).map((job) => job.id));
    expect(list.meta).toEqual({ count: mockFailedJobs.length, limit: 2, offset: 0 });

    const retried = await call(`/api/admin/jobs/failed/${first.id}/retry`, 'POST');
    expect(failedJobSchema.parse(retried.body)).toEqual(first);
    const after = failedJobsResponseSchema.parse((await call('/api/admin/jobs/failed')).body);
    expect(after.meta.count).toBe(mockFailedJobs.length - 1);
    expect(after.results.some((job) => job.id === first.id)).toBe(false);

    const again = await call(`/api/admin/jobs/failed/${first.id}/retry`, 'POST');
    expect(again.status).toBe(404);
    expect((await call('/api/admin/jobs/failed/not-a-uuid/retry', 'POST')).status).toBe(400);

    session.current = mockUsers.supervisor;
    const refused = await call('/api/admin/jobs/failed');
    expect(refused.status).toBe(403);
    expect(errorResponseSchema.parse(refused.body).message).toBeTruthy();
  });
});
