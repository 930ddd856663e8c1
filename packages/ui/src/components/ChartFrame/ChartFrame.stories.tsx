import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { licenseColor } from '../../theme/dataColors.ts';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { ChartFrame, type ChartPlotContext } from './ChartFrame.tsx';
import { plotsDrawn } from './chartStories.tsx';

const values = [
  { id: 'north', label: 'North', value: 30 },
  { id: 'south', label: 'South', value: 70 },
];

/** A plot of two rectangles, enough to show what the frame adds around any chart. */
function renderTwoBars({ width, height, activeTipId, showTip }: ChartPlotContext) {
  const barWidth = width / values.length;
  return {
    tips: values.map((item, index) => ({
      id: item.id,
      left: barWidth * (index + 0.5),
      top: height * (1 - item.value / 100),
      heading: item.label,
      lines: [{ id: 'value', label: 'Rides', color: licenseColor(index), value: String(item.value) }],
    })),
    content: values.map((item, index) => (
      <rect
        key={item.id}
        data-region={item.id}
        data-active={item.id === activeTipId ? '' : undefined}
        x={barWidth * index}
        y={height * (1 - item.value / 100)}
        width={barWidth}
        height={(height * item.value) / 100}
        style={{ fill: licenseColor(index) }}
        onMouseEnter={() => showTip(item.id)}
      />
    )),
  };
}

const meta = {
  title: 'Charts/ChartFrame',
  component: ChartFrame,
  args: {
    title: 'Rides per region',
    height: 160,
    renderPlot: renderTwoBars,
    table: {
      headers: ['Region', 'Rides'],
      rows: values.map((item) => ({ id: item.id, heading: item.label, cells: [String(item.value)] })),
    },
  },
} satisfies Meta<typeof ChartFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every state the frame shows in place of the picture, and the heading levels. */
export const Matrix: Story = {
  render: (args) => (
    <StoryGrid>
      <StoryRow label="data, heading level 2">
        <ChartFrame {...args} headingLevel={2} />
      </StoryRow>
      <StoryRow label="loading">
        <ChartFrame {...args} title="Loading" loading />
      </StoryRow>
      <StoryRow label="empty">
        <ChartFrame {...args} title="Empty" empty />
      </StoryRow>
      <StoryRow label="error">
        <ChartFrame {...args} title="Error" error onRetry={fn()} />
      </StoryRow>
    </StoryGrid>
  ),
};

export const HiddenDataTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rides per region' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Data table of Rides per region' });
    await expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RegionRides', 'North30', 'South70']);
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data for the selected period.')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const KeyboardTooltip: Story = {
  play: async ({ canvasElement }) => {
    await plotsDrawn(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('img', { name: 'Rides per region' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('North, Rides: 30'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent('South, Rides: 70');
    await expect(canvasElement.querySelector('[data-region="south"]')).toHaveAttribute('data-active');
  },
};
