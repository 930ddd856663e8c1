import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockPendingEmailChange } from '@orbit/mocks';
import { EmailChangeCard } from './EmailChangeCard.tsx';

const meta = {
  title: 'Domain/Profile/EmailChangeCard',
  component: EmailChangeCard,
  args: {
    pending: null,
    onRequest: fn(() => Promise.resolve()),
    onCancel: fn(() => Promise.resolve()),
    onRetry: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof EmailChangeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No change waits: the card offers one. */
export const NoChange: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { level: 2, name: 'Email' })).toBeVisible();
    await expect(card.queryByText('Waiting for confirmation')).not.toBeInTheDocument();
    await expect(card.getByRole('button', { name: 'Change email' })).toBeEnabled();
  },
};

/** The person asked for a new address; it applies once that address confirms, and may be withdrawn. */
export const PendingChange: Story = {
  args: { pending: mockPendingEmailChange },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('status')).toHaveTextContent(
      'Your email becomes carla.new@example.com once that address confirms it by the link we mailed, before May 16, 2026, 12:00 PM.',
    );
    await userEvent.click(card.getByRole('button', { name: 'Cancel the change' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Staff asked for it from the client page: the person is told who asked. */
export const PendingChangeByStaff: Story = {
  args: { pending: { ...mockPendingEmailChange, byStaff: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /Your provider asked to change your email to carla\.new@example\.com/,
    );
  },
};

export const CancelFails: Story = {
  args: {
    pending: mockPendingEmailChange,
    onCancel: fn(() => Promise.reject(new globalThis.Error('The server is busy; try again in a moment'))),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Cancel the change' }));
    await expect(await card.findByRole('alert')).toHaveTextContent('The server is busy; try again in a moment');
  },
};

export const Loading: Story = {
  args: { pending: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('status')).toHaveTextContent('Loading…');
    await expect(card.getByRole('button', { name: 'Change email' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { pending: undefined, error: true },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('The email change could not be loaded.')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
