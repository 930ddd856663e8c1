import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockNow } from '@orbit/mocks';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { DeviceStateBadge, type DeviceStateBadgeDevice } from './DeviceStateBadge.tsx';

const now = new Date(mockNow);
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const meta = {
  title: 'Domain/Licenses/DeviceStateBadge',
  component: DeviceStateBadge,
  args: { device: { status: 'active', lastSeenAt: minutesAgo(2) }, now },
} satisfies Meta<typeof DeviceStateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Online')).toBeVisible();
  },
};

/** Quiet for more than 10 minutes: how long ago it called. */
export const Stale: Story = {
  args: { device: { status: 'active', lastSeenAt: minutesAgo(25) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Last seen 25 minutes ago')).toBeVisible();
  },
};

export const Offline: Story = {
  args: { device: { status: 'active', lastSeenAt: minutesAgo(900) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Offline')).toBeVisible();
  },
};

export const NotActivated: Story = {
  args: { device: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not activated')).toBeVisible();
  },
};

const states = [
  { label: 'online', device: { status: 'active', lastSeenAt: minutesAgo(2) } },
  { label: 'stale', device: { status: 'active', lastSeenAt: minutesAgo(25) } },
  { label: 'offline', device: { status: 'active', lastSeenAt: minutesAgo(900) } },
  { label: 'not activated', device: null },
  { label: 'replaced', device: { status: 'replaced', lastSeenAt: minutesAgo(5) } },
  { label: 'revoked', device: { status: 'revoked', lastSeenAt: minutesAgo(5) } },
] satisfies { label: string; device: DeviceStateBadgeDevice | null }[];

/** Every state side by side. */
export const AllStates: Story = {
  render: (args) => (
    <StoryGrid>
      {states.map(({ label, device }) => (
        <StoryRow key={label} label={label}>
          <DeviceStateBadge device={device} now={args.now} />
        </StoryRow>
      ))}
    </StoryGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Online', 'Last seen 25 minutes ago', 'Offline', 'Not activated', 'Replaced', 'Revoked']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const Portuguese: Story = {
  ...AllStates,
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Vista há 25 minutos')).toBeVisible();
  },
};
