import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { PieChart } from './PieChart.tsx';

const data = [
  { id: 'space', label: 'Space Odyssey', value: 420 },
  { id: 'jungle', label: 'Jungle Run', value: 310 },
  { id: 'ocean', label: 'Deep Ocean', value: 180 },
  { id: 'mine', label: 'Gold Mine', value: 140 },
  { id: 'dino', label: 'Dino Valley', value: 90 },
  { id: 'city', label: 'Neon City', value: 60 },
];

const meta = {
  title: 'Charts/PieChart',
  component: PieChart,
  args: { title: 'Rides per scenario', data },
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Palettes, one slice, and the loading, empty and error states. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="licence palette">
        <PieChart {...args} title="Rides per licence" palette="licence" size={160} />
      </StoryRow>
      <StoryRow label="one slice">
        <PieChart {...args} title="One scenario" data={data.slice(0, 1)} size={160} />
      </StoryRow>
      <StoryRow label="loading">
        <PieChart {...args} title="Loading" loading />
      </StoryRow>
      <StoryRow label="empty">
        <PieChart {...args} title="Empty" data={[]} />
      </StoryRow>
      <StoryRow label="error">
        <PieChart {...args} title="Error" error onRetry={fn()} />
      </StoryRow>
    </StoryGrid>
  ),
};

export const LegendHidesSlice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Data table of Rides per scenario' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    const toggle = canvas.getByRole('button', { name: 'Space Odyssey' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getByRole('row', { name: /Jungle Run/ })).toHaveTextContent('39.7%');
    await expect(canvasElement.querySelector('[data-slice="space"]')).not.toBeInTheDocument();
  },
};

export const TooltipOnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(canvasElement.querySelector('[data-slice="jungle"]') as Element);
    await waitFor(() => expect(canvasElement.querySelector('.visx-tooltip')).toHaveTextContent('Jungle Run'));
    await expect(canvasElement.querySelector('.visx-tooltip')).toHaveTextContent('25.8%');
  },
};

export const TooltipOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('img', { name: 'Rides per scenario' }).focus();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Space Odyssey, Value: 420, Share: 35%'));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Neon City, Value: 60, Share: 5%');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
