import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyActivity } from '../../test-support/adminClientFixture.ts';
import { ActivityTimeline } from './ActivityTimeline.tsx';

const meta = {
  title: 'Domain/Admin/ActivityTimeline',
  component: ActivityTimeline,
  args: { entries: storyActivity, timeZone: 'UTC', onLoadMore: fn() },
} satisfies Meta<typeof ActivityTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what and when, newest first. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(storyActivity.length);
    await expect(items[0]).toHaveTextContent('Ended every session of the account');
    await expect(items[2]).toHaveTextContent('Inserted 500 coins');
    await expect(items[2]).toHaveTextContent('by Lucas Almeida');
    await expect(items[3]).toHaveTextContent('Blocked the whole account: insufficient coin balance');
    await expect(items[6]).toHaveTextContent('by the system');
  },
};

/** Older entries exist: "Show more" asks for them. */
export const More: Story = {
  args: { hasMore: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No activity yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { entries: [], loading: true },
  // The loader shows after a short delay (DelayedLoader): the picture is taken once it does.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  args: { entries: [], error: true, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[2]).toHaveTextContent('A ajouté 500 jetons');
  },
};
