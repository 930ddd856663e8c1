import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { notificationKindsFor } from '@orbit/domain';
import { notificationTexts } from '@orbit/domain/notification-texts';
import { toSupportedLanguage, useTranslation } from '@orbit/i18n';
import { storyNotifications, storyStaffNotifications } from '../../test-support/notificationFixture.ts';
import { NotificationsScreen } from './NotificationsScreen.tsx';

const [, newLicense] = storyNotifications;
if (!newLicense) throw new globalThis.Error('The stories need notifications');

/** The history page, with the notification texts of the toolbar's language. */
const meta = {
  title: 'Screens/Client/NotificationsScreen',
  component: NotificationsScreen,
  render: function RenderScreen(args) {
    const { i18n } = useTranslation();
    return <NotificationsScreen {...args} texts={notificationTexts[toSupportedLanguage(i18n.language)]} />;
  },
  args: {
    notifications: storyNotifications,
    texts: notificationTexts.en,
    total: storyNotifications.length,
    page: 1,
    pageCount: 1,
    pageSize: 20,
    kinds: notificationKindsFor('user'),
    filter: { unreadOnly: false },
    unread: 3,
    timeZone: 'America/Sao_Paulo',
    onPageChange: fn(),
    onFilterChange: fn(),
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Everything the client was told, newest first, with the date and time of each; a kind and unread ones only are a
 * choice away, and each unread one, or all of them, can be marked read.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Notifications, newest first' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(storyNotifications.length);
    await expect(list.getByText('May 15, 2026, 7:40 AM')).toBeVisible();
    await expect(canvas.getByText('Showing 1–6 of 6')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Kind' }), 'New licence');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ kind: 'licenseCreated', unreadOnly: false });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Unread only' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ unreadOnly: true });
    await userEvent.click(list.getByRole('button', { name: 'Mark as read: New licence' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith(newLicense);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  },
};

/** A staff member's kinds in the filter, their notifications in the list. */
export const Staff: Story = {
  args: { notifications: storyStaffNotifications, total: 3, unread: 2, kinds: notificationKindsFor('staff') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kinds = within(canvas.getByRole('combobox', { name: 'Kind' }));
    await expect(kinds.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All kinds',
      'Debit waiting for approval',
      'Debit approved or rejected',
      'Sign-in from a new browser',
      'Sign-in protection changed',
      'Venue outage (staff)',
      'Clients running out of coins (daily)',
      'Machines on an old app (daily)',
      'API key expiring',
      'Webhook endpoint disabled',
    ]);
  },
};

/** More than a page: the count says which, and the pages are a keyboard's reach away. */
export const Paged: Story = {
  args: { total: 46, page: 2, pageCount: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 21–26 of 46')).toBeVisible();
    const pages = within(canvas.getByRole('navigation', { name: 'Pages of notifications' }));
    pages.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** Unread ones only, of one kind: the filters show what is chosen. */
export const Filtered: Story = {
  args: {
    notifications: storyNotifications.filter((entry) => entry.kind === 'licenseCreated'),
    total: 1,
    filter: { kind: 'licenseCreated', unreadOnly: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Kind' })).toHaveValue('licenseCreated');
    await expect(canvas.getByRole('checkbox', { name: 'Unread only' })).toBeChecked();
  },
};

/** Nothing matches the filters. */
export const NoMatch: Story = {
  args: { notifications: [], total: 0, unread: 0, filter: { kind: 'licenseRevoked', unreadOnly: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No notification matches these filters.')).toBeVisible();
  },
};

/** Nothing told yet. */
export const Empty: Story = {
  args: { notifications: [], total: 0, unread: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing to tell you yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { notifications: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  args: { notifications: [], total: 0, error: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The notifications could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    await expect(canvas.getByText('Só as não lidas')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Tipo' })).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Tout marquer comme lu' })).toBeVisible();
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Notifiche' })).toBeVisible();
  },
};

export const BubbleBrand: Story = {
  globals: { brand: 'bubble' },
};
