import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every shape: one line, several lines, a block, a circle. */
export const Matrix: Story = {
  render: () => (
    <StoryGrid>
      <StoryRow label="text" stack>
        <Skeleton />
        <Skeleton lines={4} />
      </StoryRow>
      <StoryRow label="block" stack>
        <Skeleton shape="block" />
      </StoryRow>
      <StoryRow label="circle">
        <Skeleton shape="circle" />
        <Skeleton shape="circle" />
      </StoryRow>
    </StoryGrid>
  ),
};

export const HiddenFromAssistiveTechnology: Story = {
  render: (args) => (
    <section aria-label="Licences" aria-busy="true">
      <Skeleton {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Licences' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    await expect(region.firstElementChild?.children).toHaveLength(3);
  },
};
