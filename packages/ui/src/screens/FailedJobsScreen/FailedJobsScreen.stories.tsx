import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import type { FailedJob } from '@orbit/contract';
import { FailedJobsScreen } from './FailedJobsScreen.tsx';

const job = (id: string, fields: Partial<FailedJob>): FailedJob => ({
  id,
  queue: 'mail',
  summary: 'carlos.mendes@example.com: Reset your Orbit Console password',
  error: 'connect ECONNREFUSED 127.0.0.1:2525',
  attempts: 5,
  createdAt: '2026-05-14T09:30:00.000Z',
  failedAt: '2026-05-14T10:02:00.000Z',
  ...fields,
});

const jobs = [
  job('5b0f3a52-8d0e-4c55-9a57-1f3c2e9b7d01', {}),
  job('a3c1e6f4-2b7d-4f0a-8e91-6d2b5c4a3f02', {
    summary: 'claire.martin@example.fr: Confirmez votre e-mail sur Orbit Console',
    error: '550 5.1.1 <claire.martin@example.fr>: Recipient address rejected: mailbox unavailable',
    attempts: 3,
    createdAt: '2026-05-13T16:05:00.000Z',
    failedAt: '2026-05-13T16:40:00.000Z',
  }),
  job('d9e8f7a6-5b4c-4d3e-8f2a-1b0c9d8e7f03', {
    summary: 'ops@orbit-arcade.example.com: Confirm your Orbit Console email',
    error: 'Greeting never received',
    attempts: 5,
    createdAt: '2026-05-12T08:00:00.000Z',
    failedAt: '2026-05-12T08:45:00.000Z',
  }),
];

const meta = {
  title: 'Screens/Admin/FailedJobsScreen',
  component: FailedJobsScreen,
  args: {
    jobs,
    total: jobs.length,
    page: 1,
    pageCount: 1,
    pageSize: 50,
    timeZone: 'UTC',
    onPageChange: fn(),
    onRetry: fn(),
    onRetryJob: fn(async () => undefined),
  },
} satisfies Meta<typeof FailedJobsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const retryLabel = `Retry “${jobs[0]?.summary ?? ''}”`;

/** Every failed job with its queue, error, attempts and dates; Retry sends one back and says so. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Failed jobs' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    const row = within(canvas.getByRole('row', { name: /claire\.martin/ }));
    await expect(row.getByText('Mail')).toBeVisible();
    await expect(row.getByText(/550 5\.1\.1/)).toBeVisible();
    await expect(row.getByRole('cell', { name: '3' })).toBeVisible();
    await expect(canvas.getByText('Showing 1–3 of 3')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages of failed jobs' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: retryLabel }));
    await expect(args.onRetryJob).toHaveBeenCalledWith(jobs[0]);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(`Sent back to its queue: ${jobs[0]?.summary ?? ''}.`);
  },
};

/** The button of a job being sent back spins and takes no second press; the others stay ready. */
export const Retrying: Story = {
  args: { onRetryJob: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: retryLabel });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onRetryJob).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: /^Retry “claire/ })).not.toHaveAttribute('aria-busy');
  },
};

/** A retry that fails (the job was sent back by someone else) shows the message the route gives. */
export const RetryFailed: Story = {
  play: async ({ args, canvasElement }) => {
    if (!args.onRetryJob) throw new globalThis.Error('The story needs onRetryJob');
    mocked(args.onRetryJob).mockImplementationOnce(async () =>
      Promise.reject(
        new globalThis.Error(
          'This job is no longer among the failed ones: it was sent back already, or its retention ended.',
        ),
      ),
    );
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: retryLabel }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(`Not sent back: ${jobs[0]?.summary ?? ''}`);
    await expect(alert).toHaveTextContent('it was sent back already');
    await expect(canvas.getByRole('button', { name: retryLabel })).not.toHaveAttribute('aria-busy');
  },
};

/** More than one page: the count says which, and the pages are a keyboard's reach away. */
export const Paged: Story = {
  args: { total: 123, page: 2, pageCount: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 51–53 of 123')).toBeVisible();
    const pages = within(canvas.getByRole('navigation', { name: 'Pages of failed jobs' }));
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    pages.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Empty: Story = {
  args: { jobs: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No failed jobs: all background work went through.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  args: { jobs: [], total: 0, loading: true },
  // The loader shows after a short delay (DelayedLoader): the picture is taken once it does.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  args: { jobs: [], total: 0, error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Error loading the failed jobs.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Without `onRetryJob` the list is read-only: no action column. */
export const ReadOnly: Story = {
  args: { onRetryJob: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Retry/ })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tarefas com falha' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Repetir/ })).toHaveLength(3);
  },
};
