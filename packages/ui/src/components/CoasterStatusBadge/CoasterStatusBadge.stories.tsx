import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { coasterStatuses } from '@orbit/domain';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { CoasterStatusBadge } from './CoasterStatusBadge.tsx';

const meta = {
  title: 'Domain/Coasters/CoasterStatusBadge',
  component: CoasterStatusBadge,
  args: { status: 'online' },
} satisfies Meta<typeof CoasterStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Online')).toBeVisible();
  },
};

/** Online, but playing nothing when it usually plays: the amber marker beside it. */
export const OnlineButSilent: Story = {
  args: { silent: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Online')).toBeVisible();
    await expect(canvas.getByText('Silent')).toBeVisible();
  },
};

/** Every status side by side, each named in words as well as colour. */
export const AllStatuses: Story = {
  render: () => (
    <StoryGrid>
      {coasterStatuses.map((status) => (
        <StoryRow key={status} label={status}>
          <CoasterStatusBadge status={status} />
        </StoryRow>
      ))}
      <StoryRow label="online, silent">
        <CoasterStatusBadge status="online" silent />
      </StoryRow>
    </StoryGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Late', 'Offline', 'Switched off', 'Not activated', 'Replaced', 'Revoked', 'Silent']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const Portuguese: Story = {
  ...AllStatuses,
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Desligada')).toBeVisible();
    await expect(canvas.getByText('Silenciosa')).toBeVisible();
  },
};

export const BubbleBrand: Story = {
  ...AllStatuses,
  globals: { brand: 'bubble' },
};
