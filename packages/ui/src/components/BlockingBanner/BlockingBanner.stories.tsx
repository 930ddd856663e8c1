import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { blockingBanner } from '@orbit/domain';
import { mockBlockedOrders, mockNow, mockUnblockRequests } from '@orbit/mocks';
import { BlockingBanner } from './BlockingBanner.tsx';

const now = new Date(mockNow);
const accountCodes = mockBlockedOrders
  .filter((order) => order.licenseKey === null && order.revokedAt === null)
  .map((order) => order.code);
const activeRequest = {
  id: 8,
  createdAt: '2026-05-14T09:00:00.000Z',
  expiresAt: '2026-05-21T09:00:00.000Z',
  archivedAt: null,
};

const meta = {
  title: 'Domain/Blocking/BlockingBanner',
  component: BlockingBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    state: blockingBanner(mockBlockedOrders, mockUnblockRequests, true, now),
    codes: accountCodes,
    onRequestUnblock: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof BlockingBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BlockedMayRequest: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Your account is blocked' });
    await expect(banner).toHaveTextContent('Code #2: insufficient coin balance');
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock for 7 days' }));
    await expect(args.onRequestUnblock).toHaveBeenCalledOnce();
  },
};

export const BlockedMayNotRequest: Story = {
  args: { state: blockingBanner(mockBlockedOrders, mockUnblockRequests, false, now) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Your account is blocked' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Requesting: Story = {
  args: { requesting: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Unblock for 7 days' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRequestUnblock).not.toHaveBeenCalled();
  },
};

export const RequestDisabled: Story = {
  args: { requestDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Unblock for 7 days' })).toBeDisabled();
  },
};

export const RequestUnderReview: Story = {
  args: { errorMessage: 'There is already an unblock request under review.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('already an unblock request under review');
  },
};

export const UnknownCode: Story = {
  args: { codes: [9] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent('#9');
  },
};

export const TemporarilyUnblocked: Story = {
  args: { state: blockingBanner(mockBlockedOrders, [activeRequest], true, now) },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Temporarily unblocked' });
    await expect(banner).toHaveTextContent('unblocked until May 21, 2026');
    await expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const NotBlocked: Story = {
  args: { state: { kind: 'none' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Sua conta está bloqueada' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Desbloquear por 7 dias' })).toBeVisible();
  },
};

export const PortugueseTemporarilyUnblocked: Story = {
  globals: { locale: 'pt' },
  args: { state: blockingBanner(mockBlockedOrders, [activeRequest], true, now) },
};

/** BlockedMayRequest in the second brand, Bubble: the same component with other tokens (logo, colours, typeface, links). */
export const BubbleBrand: Story = { ...BlockedMayRequest, globals: { ...BlockedMayRequest.globals, brand: 'bubble' } };
