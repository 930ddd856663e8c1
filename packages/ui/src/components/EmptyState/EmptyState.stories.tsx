import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The default text, a specific text, and a next step. */
export const Matrix: Story = {
  render: () => (
    <StoryGrid>
      <StoryRow label="default" stack>
        <EmptyState />
      </StoryRow>
      <StoryRow label="specific message" stack>
        <EmptyState message="No licence matches the search." />
      </StoryRow>
      <StoryRow label="with action" stack>
        <EmptyState
          message="No licence matches the filters."
          action={
            <Button variant="secondary" size="sm">
              Clear filters
            </Button>
          }
        />
      </StoryRow>
    </StoryGrid>
  ),
};

export const SaysNoDataForThePeriod: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data for the selected period.')).toBeVisible();
  },
};

const onClear = fn();

export const ActionIsReachable: Story = {
  args: {
    message: 'No licence matches the filters.',
    action: (
      <Button variant="secondary" size="sm" onClick={onClear}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onClear.mockClear();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Clear filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClear).toHaveBeenCalledOnce();
  },
};
