import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  keySeries,
  legendHidesSeries,
  monthlyRides,
  renderSeriesMatrix,
  tooltipOnCategoryFocus,
} from '../SeriesChart/seriesChartStories.tsx';
import { BarChart } from './BarChart.tsx';
import { plotsDrawn } from '../ChartFrame/chartStories.tsx';

/** Twelve licences in one chart: the licence palette has a colour for each. */
const manySeries = Array.from({ length: 12 }, (_, index) => ({
  id: `license-${index}`,
  label: `Licence ${index + 1}`,
}));
const manyData = [
  {
    id: 'week',
    label: 'This week',
    values: Object.fromEntries(manySeries.map((item, index) => [item.id, 40 + ((index * 37) % 90)])),
  },
];

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: { title: 'Rides per month', data: monthlyRides, series: keySeries },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Palettes, one series, many licences, and the loading, empty and error states. */
export const Matrix: Story = {
  render: renderSeriesMatrix(BarChart, {
    label: 'twelve licences',
    title: 'Rides per licence',
    data: manyData,
    series: manySeries,
  }),
};

export const LegendHidesSeries: Story = { play: legendHidesSeries };

export const TooltipOnFocus: Story = { play: tooltipOnCategoryFocus };

export const TooltipOnHover: Story = {
  play: async ({ canvasElement }) => {
    await plotsDrawn(canvasElement);
    const [bar] = canvasElement.querySelectorAll('[data-series="key-1"]');
    await userEvent.hover(bar as Element);
    await waitFor(() => expect(canvasElement.querySelector('.visx-tooltip')).toHaveTextContent('Jan'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The highest bar (45) sits under the top gridline, which is labelled (50): no bar rises past the last label. */
export const ValueAxisEndsOnALabelledTick: Story = {
  args: {
    title: 'Rides per day',
    series: [{ id: 'rides', label: 'Rides' }],
    data: [
      { id: 'mon', label: 'Monday', values: { rides: 23 } },
      { id: 'tue', label: 'Tuesday', values: { rides: 45 } },
      { id: 'wed', label: 'Wednesday', values: { rides: 38 } },
    ],
  },
  play: async ({ canvasElement }) => {
    await plotsDrawn(canvasElement);
    const labels = [...canvasElement.querySelectorAll('.visx-axis-left text')].map((label) => label.textContent);
    await expect(labels).toEqual(['0', '10', '20', '30', '40', '50']);
  },
};
