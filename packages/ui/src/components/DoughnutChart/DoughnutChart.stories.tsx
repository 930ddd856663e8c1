import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  legendHidesSlice,
  renderArcMatrix,
  scenarioRides,
  tooltipOnSliceFocus,
  tooltipOnSliceHover,
} from '../ArcChart/arcChartStories.tsx';
import { DoughnutChart } from './DoughnutChart.tsx';

const meta = {
  title: 'Charts/DoughnutChart',
  component: DoughnutChart,
  args: { title: 'Rides per scenario', data: scenarioRides },
} satisfies Meta<typeof DoughnutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Palettes, one slice, and the loading, empty and error states. */
export const Matrix: Story = { render: renderArcMatrix(DoughnutChart) };

export const LegendHidesSlice: Story = { play: legendHidesSlice };

export const TooltipOnHover: Story = { play: tooltipOnSliceHover };

export const TooltipOnFocus: Story = { play: tooltipOnSliceFocus };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
