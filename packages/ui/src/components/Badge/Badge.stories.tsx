import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { Badge, type BadgeTone } from './Badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Active', tone: 'success' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const tones: { tone: BadgeTone; text: string }[] = [
  { tone: 'neutral', text: 'Demo' },
  { tone: 'success', text: 'Active' },
  { tone: 'warning', text: 'Expires soon' },
  { tone: 'danger', text: 'Blocked' },
  { tone: 'info', text: 'Temporary unblock' },
];

export const Default: Story = {};

/** Every tone. */
export const Matrix: Story = {
  render: () => (
    <StoryGrid>
      <StoryRow label="tones">
        {tones.map(({ tone, text }) => (
          <Badge key={tone} tone={tone}>
            {text}
          </Badge>
        ))}
      </StoryRow>
    </StoryGrid>
  ),
};

export const TextCarriesTheMeaning: Story = {
  args: { children: 'Blocked', tone: 'danger' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Blocked');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-tone', 'danger');
  },
};
