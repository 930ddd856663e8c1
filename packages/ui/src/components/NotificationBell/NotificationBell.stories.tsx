import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { notificationTexts } from '@orbit/domain/notification-texts';
import { toSupportedLanguage, useTranslation } from '@orbit/i18n';
import { storyNotifications } from '../../test-support/notificationFixture.ts';
import { vars } from '../../theme/vars.ts';
import { NotificationPanel } from '../NotificationPanel/index.ts';
import { NotificationBell } from './NotificationBell.tsx';

/** The bell at the end of a header-like row, as the shell places it: its panel opens under it, to the left. */
const StyledRow = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${vars.space[3]};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};
  background: ${vars.color.surface};
`;

const readNotifications = storyNotifications.map((entry) => ({ ...entry, readAt: entry.updatedAt }));

/**
 * The header's bell with its panel (NotificationPanel) inside, in the toolbar's language and brand. The panel shows
 * the newest notifications, or what the bell's state implies: nothing yet, still loading, or a failure.
 */
const meta = {
  title: 'Domain/Notifications/NotificationBell',
  component: NotificationBell,
  parameters: { layout: 'fullscreen' },
  render: function RenderBell(args) {
    const { i18n } = useTranslation();
    const unread = args.unread ?? 0;
    return (
      <StyledRow>
        <NotificationBell {...args}>
          <NotificationPanel
            notifications={unread > 0 ? storyNotifications : readNotifications}
            texts={notificationTexts[toSupportedLanguage(i18n.language)]}
            unread={unread}
            loading={args.loading}
            error={args.error}
            onRetry={fn()}
            onMarkRead={fn()}
            onMarkAllRead={fn()}
            allHref="/dash/notifications"
            timeZone="America/Sao_Paulo"
          />
        </NotificationBell>
      </StyledRow>
    );
  },
  args: { unread: 3, children: null, onOpenChange: fn() },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Opens the panel as a person would and waits for it. */
async function openPanel(canvas: Canvas, bell: RegExp | string = /^Notifications/) {
  await userEvent.click(canvas.getByRole('button', { name: bell }));
  return within(await canvas.findByRole('dialog'));
}

/** Nothing unread: the bell carries no count and says only what it is. */
export const NoneUnread: Story = {
  args: { unread: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('3')).toBeNull();
  },
};

/** Three unread: the count on the bell, and in its name. */
export const SomeUnread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Notifications, unread: 3' })).toBeVisible();
    await expect(canvas.getByText('3')).toBeVisible();
  },
};

/** More than 99: the bell shows “99+”, its name the whole count. */
export const ManyUnread: Story = {
  args: { unread: 1240 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Notifications, unread: 1,240' })).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

/** The count is on its way: the bell says it is busy. */
export const Loading: Story = {
  args: { unread: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The count could not be loaded: a mark on the bell, and the panel offers to try again. */
export const Error: Story = {
  args: { unread: undefined, error: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('!')).toBeVisible();
    const panel = await openPanel(canvas, 'Notifications, not loaded');
    await expect(panel.getByText('The notifications could not be loaded.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The bell opens its panel of the newest notifications. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await openPanel(canvas);
    await expect(canvas.getByRole('button', { name: 'Notifications, unread: 3' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(panel.getByRole('heading', { name: 'Latest notifications' })).toBeVisible();
    await expect(panel.getByRole('link', { name: '1,500 coins added to your wallet' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'See all notifications' })).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/**
 * By keyboard: Enter opens the panel, Tab reaches each of its controls, Escape closes it and the focus is back on the
 * bell; Escape on the bell after a click closes it too, and so does following a link.
 */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('button', { name: 'Notifications, unread: 3' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    const panel = within(await canvas.findByRole('dialog', { name: 'Notifications' }));
    await userEvent.tab();
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.tab();
    await expect(panel.getByRole('link', { name: '1,500 coins added to your wallet' })).toHaveFocus();
    await userEvent.tab();
    await expect(panel.getByRole('button', { name: 'Mark as read: 1,500 coins added to your wallet' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(bell).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // Opened by a click, the focus stays on the bell, where Escape closes the panel too.
    await userEvent.click(bell);
    await canvas.findByRole('dialog', { name: 'Notifications' });
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.keyboard('{Enter}');
    await userEvent.click(await canvas.findByRole('link', { name: 'New licence' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const OpenPortuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(within(canvasElement), 'Notificações, não lidas: 3');
    await expect(panel.getByRole('heading', { name: 'Últimas notificações' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Ver todas as notificações' })).toBeVisible();
  },
};

export const OpenSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(within(canvasElement), 'Notificaciones, sin leer: 3');
    await expect(panel.getByRole('button', { name: 'Marcar todas como leídas' })).toBeVisible();
  },
};

export const OpenFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(within(canvasElement), 'Notifications, non lues : 3');
    await expect(panel.getByRole('button', { name: 'Tout marquer comme lu' })).toBeVisible();
  },
};

export const OpenItalian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(within(canvasElement), 'Notifiche, non lette: 3');
    await expect(panel.getByRole('link', { name: 'Vedi tutte le notifiche' })).toBeVisible();
  },
};

/** Another brand portal: the same bell and panel in its tokens. */
export const OpenBubbleBrand: Story = {
  globals: { brand: 'bubble' },
  play: async ({ canvasElement }) => {
    await openPanel(within(canvasElement));
  },
};

/** On a phone the panel takes the width there is. */
export const OpenMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await openPanel(within(canvasElement));
  },
};
