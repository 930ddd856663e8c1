import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The default text, a specific text, retrying, and without a retry button. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="default" stack>
        <ErrorState {...args} />
      </StoryRow>
      <StoryRow label="specific message" stack>
        <ErrorState {...args} message="Network error. Check your connection and try again." />
      </StoryRow>
      <StoryRow label="retrying" stack>
        <ErrorState {...args} retrying />
      </StoryRow>
      <StoryRow label="no retry" stack>
        <ErrorState message="This report is no longer available." />
      </StoryRow>
    </StoryGrid>
  ),
};

export const RetryCallsOnRetry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The data could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RetryingIgnoresPresses: Story = {
  args: { retrying: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Try again' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};
