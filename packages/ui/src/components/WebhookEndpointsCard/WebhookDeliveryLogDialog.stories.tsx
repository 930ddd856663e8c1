import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockBusinessWebhookEndpoints, mockNow, mockWebhookDeliveryLog } from '@orbit/mocks';
import { WebhookDeliveryLogDialog } from './WebhookDeliveryLogDialog.tsx';

const [invoicing] = mockBusinessWebhookEndpoints;
const gone = mockBusinessWebhookEndpoints.find((endpoint) => endpoint.disabledReason === 'gone');
if (!invoicing || !gone) throw new Error('The stories need an enabled endpoint and one disabled after a 410');

const meta = {
  title: 'Domain/Integrations/WebhookDeliveryLogDialog',
  component: WebhookDeliveryLogDialog,
  args: {
    endpoint: invoicing,
    deliveries: mockWebhookDeliveryLog,
    now: new Date(mockNow),
    timeZone: 'America/Sao_Paulo',
    onRetry: fn(),
    onLoadMore: fn(),
    onResend: fn(async () => ({ queued: 1 })),
    onClose: fn(),
  },
} satisfies Meta<typeof WebhookDeliveryLogDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each attempt with its time in the viewer's zone, to the second: delivered, a 502 with a long answer, no answer in
 * time, an address refused, a connection refused. The 502's answer opens in a scrollable block the keyboard reaches.
 */
export const FailuresAndLongAnswer: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Delivery log of Invoicing' }));
    await expect(dialog.getByText(/Times are in America\/Sao_Paulo/)).toBeVisible();
    const list = within(dialog.getByRole('list', { name: 'Delivery attempts, newest first' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(mockWebhookDeliveryLog.length);
    await expect(list.getByText('Delivered · 200')).toBeVisible();
    await expect(list.getByText('No answer in time')).toBeVisible();
    await expect(list.getByText('Address refused')).toBeVisible();
    await expect(list.getByText('Connection failed')).toBeVisible();
    // The newest attempt, a quarter of an hour before the mocks' noon UTC, at 08:45 in São Paulo (UTC−3).
    await expect(list.getAllByText(/8:45:00/)[0]).toBeVisible();
    await userEvent.click(list.getByText('Answered 502'));
    const answer = dialog.getByRole('region', { name: 'Answer to attempt 2 of evt_2x7Qk9LmT4bV8sWc1NpZr6' });
    await expect(answer).toBeVisible();
    await expect(answer).toHaveTextContent(/502 Bad Gateway/);
    await userEvent.tab();
    await expect(answer).toHaveFocus();
  },
};

/** Resending one event says how many were queued, beside its button. */
export const ResendOne: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Delivery log of Invoicing' }));
    const [newest] = dialog.getAllByText('Coins inserted');
    if (!newest) throw new globalThis.Error('No attempt of coins.inserted');
    await userEvent.click(newest);
    // The event's newest attempt has its one button (its older attempts none): one name, one button.
    const resend = dialog.getByRole('button', { name: 'Resend evt_2x7Qk9LmT4bV8sWc1NpZr6' });
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledWith({ eventId: 'evt_2x7Qk9LmT4bV8sWc1NpZr6' });
    await expect(await dialog.findByText('Events queued again: 1.')).toBeVisible();
  },
};

/** Resending everything since a moment on the viewer's clock: the moment goes to the server as an instant. */
export const ResendSince: Story = {
  args: { onResend: fn(async () => ({ queued: 37 })) },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Delivery log of Invoicing' }));
    const time = dialog.getByLabelText(/^Time/);
    await expect(time).toHaveValue('09:00');
    await userEvent.clear(time);
    await userEvent.type(time, '06:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Resend since then' }));
    // May 14, 06:30 in São Paulo (UTC−3).
    await expect(args.onResend).toHaveBeenCalledWith({ since: '2026-05-14T09:30:00.000Z' });
    await expect(await dialog.findByText('Events queued again: 37.')).toBeVisible();
  },
};

/** More pages: older attempts load on request. */
export const MorePages: Story = {
  args: { hasMore: true },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Delivery log of Invoicing' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Show older attempts' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { deliveries: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Loading the delivery log…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { deliveries: [] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('No attempt in the last 30 days.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { deliveries: undefined, loadError: true },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Error loading the delivery log.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A disabled endpoint (answered 410): its log shows, nothing is resent until it is enabled. */
export const DisabledEndpoint: Story = {
  args: { endpoint: gone },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Delivery log of Old CRM' }));
    await expect(dialog.getByText(/The endpoint is disabled/)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Resend since then' })).toBeNull();
  },
};

/** Offline: the log reads, nothing is resent. */
export const Offline: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Delivery log of Invoicing' }));
    await expect(dialog.getByRole('button', { name: 'Resend since then' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
