import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { limits } from '@orbit/domain';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { DelayedLoader } from './DelayedLoader.tsx';

const [shortDelay, mediumDelay, longDelay] = limits.loaderDelaysMs;

const meta = {
  title: 'Primitives/DelayedLoader',
  component: DelayedLoader,
  // Screenshots are still pictures: stories show the loader with its delay already over.
  args: { delayMs: 0 },
} satisfies Meta<typeof DelayedLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Inline and block layouts, with the default and a specific label. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="inline">
        <DelayedLoader {...args} />
        <DelayedLoader {...args} label="Loading licences…" />
      </StoryRow>
      <StoryRow label="block" stack>
        <DelayedLoader {...args} layout="block" label="Loading the report…" />
      </StoryRow>
    </StoryGrid>
  ),
};

export const AppearsOnlyAfterTheDelay: Story = {
  args: { delayMs: longDelay },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading…');
  },
};

export const EachSpecDelayShowsTheLoader: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label={`${shortDelay} ms`}>
        <DelayedLoader {...args} delayMs={shortDelay} label="Short" />
      </StoryRow>
      <StoryRow label={`${mediumDelay} ms`}>
        <DelayedLoader {...args} delayMs={mediumDelay} label="Medium" />
      </StoryRow>
      <StoryRow label={`${longDelay} ms`}>
        <DelayedLoader {...args} delayMs={longDelay} label="Long" />
      </StoryRow>
    </StoryGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Short', 'Medium', 'Long']) {
      await expect(await canvas.findByText(label)).toBeVisible();
    }
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};
