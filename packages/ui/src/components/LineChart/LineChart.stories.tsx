import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  keySeries,
  legendHidesSeries,
  monthlyRides,
  renderSeriesMatrix,
  tooltipOnCategoryFocus,
} from '../SeriesChart/seriesChartStories.tsx';
import { LineChart } from './LineChart.tsx';
import { plotsDrawn } from '../ChartFrame/chartStories.tsx';

/** Eight licences over the week: the licence palette has a colour for each. */
const manySeries = Array.from({ length: 8 }, (_, index) => ({ id: `license-${index}`, label: `Licence ${index + 1}` }));
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const manyData = days.map((day, dayIndex) => ({
  id: day,
  label: day,
  values: Object.fromEntries(
    manySeries.map((item, index) => [item.id, 20 + (((index + 3) * (dayIndex + 5) * 37) % 90)]),
  ),
}));

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: { title: 'Rides per month', data: monthlyRides, series: keySeries },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Palettes, one series, many licences, and the loading, empty and error states. */
export const Matrix: Story = {
  render: renderSeriesMatrix(LineChart, {
    label: 'eight licences',
    title: 'Rides per licence this week',
    data: manyData,
    series: manySeries,
  }),
};

export const LegendHidesSeries: Story = { play: legendHidesSeries };

export const TooltipOnFocus: Story = { play: tooltipOnCategoryFocus };

export const TooltipOnHover: Story = {
  play: async ({ canvasElement }) => {
    await plotsDrawn(canvasElement);
    await userEvent.hover(canvasElement.querySelector('[data-category="Feb"]') as Element);
    await waitFor(() => expect(canvasElement.querySelector('.visx-tooltip')).toHaveTextContent('Feb'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
