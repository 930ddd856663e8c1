import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyActivity, storyDeviceActivity } from '../../test-support/adminClientFixture.ts';
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

/**
 * The device side (ADR 0049): the account's own block when its coins ran out and its end, machines activated (by the
 * system), freed and revoked, and tariff changes.
 */
export const DeviceSide: Story = {
  args: { entries: storyDeviceActivity },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(storyDeviceActivity.length);
    await expect(items[0]).toHaveTextContent('Changed the tariff from 2 to 3 coins per customer');
    await expect(items[0]).toHaveTextContent('by Lucas Almeida');
    await expect(items[1]).toHaveTextContent('Revoked the machine aventura-orbit-01 of the licence Parque Aventura 1');
    await expect(items[2]).toHaveTextContent('Freed the device slot of Parque Aventura 1 (machine aventura-orbit-old)');
    await expect(items[3]).toHaveTextContent('The coins inserted ended the automatic block of the account');
    await expect(items[3]).toHaveTextContent('by the system');
    await expect(items[4]).toHaveTextContent('The account blocked itself: insufficient coin balance');
    await expect(items[5]).toHaveTextContent(
      'The machine aventura-orbit-01 was activated on the licence Parque Aventura 1',
    );
    await expect(items[5]).toHaveTextContent('by the system');
  },
};

export const DeviceSideItalian: Story = {
  args: { entries: storyDeviceActivity },
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[4]).toHaveTextContent('L’account si è bloccato da solo: saldo di monete insufficiente');
    await expect(items[4]).toHaveTextContent('dal sistema');
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
