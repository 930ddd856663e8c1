import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notificationsPageSize } from '@orbit/api-client';
import { routes } from '@orbit/contract';
import { mockClientNotifications, mockRoute, mockUsers } from '@orbit/mocks';
import { ConnectedPage } from '../stories/ConnectedPage.tsx';
import { failing, mockApi } from '../stories/handlers.ts';
import { arrived } from '../stories/reportPlay.ts';

const arrival = { timeout: 10_000 };
const clientUnread = mockClientNotifications.filter((entry) => entry.readAt === null).length;
const total = mockClientNotifications.length;

/**
 * The notification centre with its real hooks against the mock API (msw-storybook-addon): the bell in the header of
 * every /dash page, the history at /dash/notifications, and the preferences on the profile. Each person has their own.
 */
const meta = {
  title: 'Connected pages/Client/Notifications',
  component: ConnectedPage,
  args: { path: '/dash/notifications' },
  parameters: { layout: 'fullscreen', msw: mockApi(mockUsers.client) },
} satisfies Meta<typeof ConnectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const bell = (canvas: Canvas, name: string | RegExp = /^Notifications/) =>
  canvas.findByRole('button', { name }, arrival);

/** A client's history: the newest first, a page at a time; “unread only” leaves the three unread. */
export const Client: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Notifications');
    await expect(await canvas.findByText(`Showing 1–20 of ${total}`, {}, arrival)).toBeVisible();
    await expect(await bell(canvas, `Notifications, unread: ${clientUnread}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Unread only' }));
    await expect(await canvas.findByText(`Showing 1–${clientUnread} of ${clientUnread}`, {}, arrival)).toBeVisible();
  },
};

/** The bell opens its panel over any page; following “See all notifications” closes it. */
export const BellOpen: Story = {
  args: { path: '/dash/licenses' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await bell(canvas, `Notifications, unread: ${clientUnread}`));
    const panel = within(await canvas.findByRole('dialog', { name: 'Notifications' }, arrival));
    await expect(await panel.findByRole('link', { name: '1,500 coins added to your wallet' }, arrival)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/dash/notifications',
    );
  },
};

/** “Mark all as read” in the panel: the count leaves the bell, and the panel says nothing is unread. */
export const MarkAllRead: Story = {
  args: { path: '/dash/licenses' },
  // A mock API of its own: what it marks read stays out of the other stories' answers.
  parameters: { msw: mockApi(mockUsers.client) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await bell(canvas, `Notifications, unread: ${clientUnread}`));
    const panel = within(await canvas.findByRole('dialog', { name: 'Notifications' }, arrival));
    await userEvent.click(await panel.findByRole('button', { name: 'Mark all as read' }, arrival));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible(), arrival);
    await waitFor(() => expect(panel.queryByText('Unread')).toBeNull(), arrival);
  },
};

/** More than 99 unread: the bell says “99+”. */
export const ManyUnread: Story = {
  args: { path: '/dash/licenses' },
  parameters: {
    msw: mockApi(mockUsers.client, [
      mockRoute(routes.notifications, () => ({
        results: mockClientNotifications.slice(0, 8),
        meta: { count: 240, limit: 8, offset: 0 },
        unread: 240,
      })),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await bell(canvas, 'Notifications, unread: 240')).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

/** A staff member's own notifications only, and a staff member's kinds in the filter. */
export const Staff: Story = {
  parameters: { msw: mockApi(mockUsers.admin) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Notifications');
    await expect(await canvas.findByText('Showing 1–3 of 3', {}, arrival)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'A debit waits for your approval' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /coins added to your wallet/ })).toBeNull();
    await expect(await bell(canvas, 'Notifications, unread: 2')).toBeVisible();
  },
};

/** In Portuguese: the page, the bell and what each notification says. */
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Notificações');
    await expect(
      await canvas.findByRole('link', { name: '1.500 moedas adicionadas à sua carteira' }, arrival),
    ).toBeVisible();
    await expect(await bell(canvas, `Notificações, não lidas: ${clientUnread}`)).toBeVisible();
  },
};

/** The history waits for the server (the bell has its answer): the page shows its loader. */
export const Slow: Story = {
  parameters: {
    msw: mockApi(mockUsers.client, [
      http.get('*/api/notifications', async ({ request }) => {
        if (new URL(request.url).searchParams.get('limit') === String(notificationsPageSize)) await delay('infinite');
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await arrived(canvas, 'Notifications');
    await expect(await canvas.findByText('Loading…', {}, arrival)).toBeVisible();
  },
};

/** The server fails: the page offers a retry, and the bell says its count could not be loaded. */
export const Failing: Story = {
  parameters: {
    msw: mockApi(mockUsers.client, [failing('/api/notifications')]),
    expectedConsoleErrors: ['status of 500'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The notifications could not be loaded.', {}, arrival)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(await bell(canvas, 'Notifications, not loaded')).toBeVisible();
  },
};

/** The profile's notification preferences: saved, and a security kind stays in the console. */
export const Preferences: Story = {
  args: { path: '/dash/me' },
  parameters: { msw: mockApi(mockUsers.client) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('form', { name: 'Notifications' }, arrival));
    await expect(
      within(card.getByRole('group', { name: 'Sign-in from a new browser' })).getByRole('checkbox', {
        name: 'In the console',
      }),
    ).toBeDisabled();
    await userEvent.click(
      within(card.getByRole('group', { name: 'Coins added to the wallet' })).getByRole('checkbox', { name: 'By mail' }),
    );
    await userEvent.click(card.getByRole('button', { name: 'Save preferences' }));
    await expect(await card.findByText('Your notification preferences were saved.', {}, arrival)).toBeVisible();
  },
};
