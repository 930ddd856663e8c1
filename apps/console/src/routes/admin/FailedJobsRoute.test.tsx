import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { configureApiClient, createQueryClient } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { initI18n } from '@orbit/i18n';
import { createHandlers, mockFailedJobs, mockUsers } from '@orbit/mocks';
import { App } from '../../App.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const i18n = initI18n({ language: 'en' });
/** The first visit of a screen compiles its lazy route module, which takes a while on a busy machine. */
const firstRender = { timeout: 15_000 };

function renderAs(viewer: CurrentUser, path: string) {
  configureApiClient({ baseUrl: 'http://console.test' });
  server.use(...createHandlers({ signedInAs: viewer }));
  render(<App queryClient={createQueryClient()} i18n={i18n} initialEntries={[path]} />);
}

describe('the failed jobs (ADR 0079)', { timeout: 60_000 }, () => {
  it('an admin sends a failed mail back to its queue, and it leaves the list', async () => {
    const [job] = mockFailedJobs;
    if (!job) throw new Error('The test needs a failed job');
    renderAs(mockUsers.admin, '/dash/admin/failed-jobs');
    await screen.findByRole('heading', { level: 1, name: 'Failed jobs' }, firstRender);
    const row = await screen.findByRole('row', { name: new RegExp(job.summary) }, firstRender);
    expect(within(row).getByText(job.error)).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: `Retry “${job.summary}”` }));
    expect(await screen.findByText(`Sent back to its queue: ${job.summary}.`)).toBeTruthy();
    await screen.findByText(`Showing 1–${mockFailedJobs.length - 1} of ${mockFailedJobs.length - 1}`);
    expect(screen.queryByRole('row', { name: new RegExp(job.summary) })).toBeNull();
    expect(screen.getByRole('link', { name: 'Failed jobs' })).toBeTruthy();
  });

  it('a supervisor has no failed jobs in the sidebar and reads nothing there', async () => {
    renderAs(mockUsers.supervisor, '/dash/admin/failed-jobs');
    await screen.findByRole('heading', { level: 1, name: 'Failed jobs' }, firstRender);
    expect(screen.queryByRole('link', { name: 'Failed jobs' })).toBeNull();
    expect(screen.getByText('Error loading the failed jobs.')).toBeTruthy();
  });
});
