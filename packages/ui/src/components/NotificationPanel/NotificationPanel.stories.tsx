import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { notificationTexts } from '@orbit/domain/notification-texts';
import { toSupportedLanguage, useTranslation } from '@orbit/i18n';
import { storyNotifications, storyStaffNotifications } from '../../test-support/notificationFixture.ts';
import { NotificationPanel } from './NotificationPanel.tsx';

const [coins, newLicense] = storyNotifications;
if (!coins || !newLicense) throw new globalThis.Error('The stories need notifications');

/** What the bell opens, alone; the texts are the notification texts of the toolbar's language. */
const meta = {
  title: 'Domain/Notifications/NotificationPanel',
  component: NotificationPanel,
  render: function RenderPanel(args) {
    const { i18n } = useTranslation();
    return <NotificationPanel {...args} texts={notificationTexts[toSupportedLanguage(i18n.language)]} />;
  },
  args: {
    notifications: storyNotifications,
    texts: notificationTexts.en,
    unread: 3,
    allHref: '/dash/notifications',
    timeZone: 'America/Sao_Paulo',
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The newest first, each title a link to its subject; an unread one says so and has its own “mark read”. Three coin
 * insertions within the hour are one notification with their sum.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Latest notifications' })).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Latest notifications' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(storyNotifications.length);
    const title = list.getByRole('link', { name: '1,500 coins added to your wallet' });
    await expect(title).toHaveAttribute('href', '/dash/wallet');
    await expect(list.getByText('3 insertions. Your balance is 8,200 coins.')).toBeVisible();
    await expect(list.getByRole('link', { name: 'New licence' })).toHaveAttribute(
      'href',
      '/dash/licenses/Shopping%20Norte%201',
    );
    await expect(list.getAllByText('Unread')).toHaveLength(3);
    await expect(list.getByText('May 15, 2026, 7:40 AM')).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: 'Mark as read: New licence' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(newLicense);
    await userEvent.click(title);
    await expect(args.onOpen).toHaveBeenCalledWith(coins);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/dash/notifications',
    );
  },
};

/** Everything read: no “mark read” anywhere. */
export const AllRead: Story = {
  args: { notifications: storyNotifications.map((entry) => ({ ...entry, readAt: entry.updatedAt })), unread: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await expect(canvas.queryByText('Unread')).toBeNull();
  },
};

/** A staff member's: debits to approve lead to the approvals, a sign-in from a new browser to the profile. */
export const Staff: Story = {
  args: { notifications: storyStaffNotifications, unread: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '2 debits wait for your approval' })).toHaveAttribute(
      'href',
      '/dash/admin/debit-approvals',
    );
    await expect(canvas.getByRole('link', { name: 'Sign-in from a new browser' })).toHaveAttribute('href', '/dash/me');
  },
};

export const Empty: Story = {
  args: { notifications: [], unread: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing to tell you yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { notifications: [], unread: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  args: { notifications: [], unread: 0, error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The notifications could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** “Mark all as read” on its way. */
export const MarkingAllRead: Story = {
  args: { markingAllRead: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Mark all as read/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Últimas notificações' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1.500 moedas adicionadas à sua carteira' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Marcar todas como lidas' })).toBeVisible();
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Ultime notifiche' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
