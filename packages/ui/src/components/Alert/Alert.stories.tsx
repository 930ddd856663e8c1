import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { Alert, type AlertTone } from './Alert.tsx';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { tone: 'error', children: 'Wrong email or password. Try again or use “Forgot password?”' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

const tones: AlertTone[] = ['error', 'warning', 'info', 'success'];

export const Default: Story = {};

export const Matrix: Story = {
  render: () => (
    <StoryGrid>
      {tones.map((tone) => (
        <StoryRow key={tone} label={tone} stack>
          <Alert tone={tone}>A {tone} message about the last action.</Alert>
          <Alert tone={tone} title="With a title">
            A longer {tone} message that wraps onto a second line when the space is narrow, so the icon stays beside the
            first line.
          </Alert>
        </StoryRow>
      ))}
    </StoryGrid>
  ),
};

export const ErrorInterrupts: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Error: Wrong email or password.');
  },
};

export const OthersWaitTheirTurn: Story = {
  args: { tone: 'success', children: '250 coins inserted.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Success: 250 coins inserted.');
  },
};

/** Matrix in the second brand, Bubble: the same component with other tokens (logo, colours, typeface, links). */
export const BubbleBrand: Story = { ...Matrix, globals: { ...Matrix.globals, brand: 'bubble' } };
