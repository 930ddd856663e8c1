import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { chart } from '../../theme/tokens.ts';
import { BarChart } from '../BarChart/BarChart.tsx';
import { keySeries, monthlyRides } from '../SeriesChart/seriesChartStories.tsx';
import { ChartPlaceholder } from './ChartPlaceholder.tsx';

const meta = {
  title: 'Charts/ChartPlaceholder',
  component: ChartPlaceholder,
  args: { title: 'Rides per month', plotHeight: chart.height },
} satisfies Meta<typeof ChartPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The placeholder beside the chart it stands for: the same title and plot height take the same height, so nothing
 * below moves when the chart's code and data arrive.
 */
export const SameHeightAsTheChart: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, alignItems: 'start' }}>
      <div data-testid="placeholder">
        <ChartPlaceholder {...args} />
      </div>
      <div data-testid="chart">
        <BarChart title={args.title} height={args.plotHeight} data={monthlyRides} series={keySeries} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = canvas.getByTestId('placeholder');
    const drawn = canvas.getByTestId('chart');
    await waitFor(() => expect(drawn.querySelector('svg')).not.toBeNull());
    expect(Math.abs(placeholder.offsetHeight - drawn.offsetHeight)).toBeLessThanOrEqual(1);
  },
};
