import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { errorMessages, routes } from '@orbit/contract';
import { mockError, mockFailedJobs, mockRoute, mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../../stories/ConnectedPage.tsx';
import { failing, mockApi, slow } from '../../stories/handlers.ts';
import { arrived } from '../../stories/reportPlay.ts';

const arrival = { timeout: 10_000 };
const [firstJob] = mockFailedJobs;
if (!firstJob) throw new Error('The stories need a failed job');

/** The failed jobs with their real hooks against the mock API (msw-storybook-addon), as each staff scope sees them. */
const meta = {
  title: 'Connected pages/Admin/Failed jobs',
  component: ConnectedPage,
  args: { path: '/dash/admin/failed-jobs' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.admin) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin finds the list in the sidebar, sends a mail back to its queue, and it leaves the list. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Failed jobs');
    await expect(canvas.getByRole('link', { name: 'Failed jobs' })).toHaveAttribute('aria-current', 'page');
    const row = await canvas.findByRole('row', { name: new RegExp(firstJob.summary) }, arrival);
    await expect(row).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:2525');
    await expect(canvas.getByText(`Showing 1–${mockFailedJobs.length} of ${mockFailedJobs.length}`)).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: `Retry “${firstJob.summary}”` }));
    await expect(await canvas.findByText(`Sent back to its queue: ${firstJob.summary}.`, {}, arrival)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(mockFailedJobs.length), arrival);
    await expect(canvas.queryByRole('row', { name: new RegExp(firstJob.summary) })).toBeNull();
  },
};

/** Someone else sent the job back first: the page says so, in the viewer's words, and the list drops it. */
export const RetryGone: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [
      mockRoute(routes.adminRetryFailedJob, () => mockError(404, errorMessages.notFound)),
    ]),
    expectedConsoleErrors: ['status of 404'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Failed jobs');
    const row = await canvas.findByRole('row', { name: new RegExp(firstJob.summary) }, arrival);
    await userEvent.click(within(row).getByRole('button', { name: `Retry “${firstJob.summary}”` }));
    await expect(await canvas.findByRole('alert', {}, arrival)).toHaveTextContent(
      'This job is no longer among the failed ones',
    );
  },
};

/** No mail failed. */
export const Empty: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [
      mockRoute(routes.adminFailedJobs, () => ({ results: [], meta: { count: 0, limit: 50, offset: 0 } })),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No failed jobs: all background work went through.', {}, arrival),
    ).toBeVisible();
  },
};

/** The list waits for the server. */
export const Slow: Story = {
  parameters: { msw: mockApi(mockUsers.admin, [slow('/api/admin/jobs/failed')]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Failed jobs');
    await expect(await canvas.findByText('Loading…', {}, arrival)).toBeVisible();
  },
};

/** The server fails: an error with a retry. */
export const Failing: Story = {
  parameters: {
    msw: mockApi(mockUsers.admin, [failing('/api/admin/jobs/failed')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading the failed jobs.', {}, arrival)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A supervisor has no such entry in the sidebar, and the address shows nothing of the jobs: the server refuses. */
export const Supervisor: Story = {
  parameters: { msw: mockApi(mockUsers.supervisor) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Failed jobs');
    await expect(canvas.getByText('Error loading the failed jobs.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Failed jobs' })).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Debit approvals' })).toBeVisible();
  },
};

/** A colaborador neither. */
export const Colaborador: Story = {
  parameters: { msw: mockApi(mockUsers.colaborador) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Failed jobs');
    await expect(canvas.getByText('Error loading the failed jobs.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Failed jobs' })).toBeNull();
  },
};
