import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mockOwnSessions } from '@orbit/mocks';
import { OwnSessionsCard } from './OwnSessionsCard.tsx';

const meta = {
  title: 'Domain/Profile/OwnSessionsCard',
  component: OwnSessionsCard,
  args: {
    sessions: mockOwnSessions,
    onEnd: fn(() => Promise.resolve()),
    onEndOthers: fn(() => Promise.resolve({ ended: 2 })),
    onRetry: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof OwnSessionsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const [thisSession] = mockOwnSessions;

/** Every open session: this one marked and without an end button, the others with theirs. */
export const Sessions: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    const items = card.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const [current, safari, unknown] = items.map((item) => within(item));
    await expect(current?.getByText('Chrome on Windows')).toBeVisible();
    await expect(current?.getByText('This session')).toBeVisible();
    await expect(current?.queryByRole('button')).not.toBeInTheDocument();
    await expect(safari?.getByText('198.51.100.7')).toBeVisible();
    await expect(unknown?.getByText('Unknown browser')).toBeVisible();
    await expect(card.getAllByRole('button', { name: /^End session: / })).toHaveLength(2);
  },
};

export const EndsASession: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.click(
      card.getByRole('button', { name: /^End session: Safari on iOS, last seen May 15, 2026, 7:45/ }),
    );
    await expect(args.onEnd).toHaveBeenCalledWith(mockOwnSessions[1]);
    await expect(await card.findByRole('status')).toHaveTextContent('Ended 1 session(s).');
  },
};

export const EndsAllOthers: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'End all other sessions' }));
    await expect(args.onEndOthers).toHaveBeenCalledOnce();
    await expect(await card.findByRole('status')).toHaveTextContent('Ended 2 session(s).');
  },
};

export const EndFails: Story = {
  args: { onEnd: fn(() => Promise.reject(new globalThis.Error('Entity Not Found'))) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getAllByRole('button', { name: /^End session: / })[0] as HTMLElement);
    await expect(await card.findByRole('alert')).toHaveTextContent('Entity Not Found');
  },
};

/** Only this session is open: nothing else to end. */
export const OnlyThisSession: Story = {
  args: { sessions: thisSession ? [thisSession] : [] },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('This session')).toBeVisible();
    await expect(card.getByText('No other session is open.')).toBeVisible();
    await expect(card.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { sessions: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading sessions…');
  },
};

export const LoadError: Story = {
  args: { sessions: undefined, error: true },
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('The sessions could not be loaded.')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Offline: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  },
};

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Esta sessão')).toBeVisible();
    await expect(card.getByText('Chrome em Windows')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
