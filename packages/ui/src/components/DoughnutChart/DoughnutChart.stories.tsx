import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  legendHidesSlice,
  renderArcMatrix,
  scenarioRides,
  tooltipOnSliceFocus,
  tooltipOnSliceHover,
} from '../ArcChart/arcChartStories.tsx';
import { DoughnutChart } from './DoughnutChart.tsx';
import { plotsDrawn } from '../ChartFrame/chartStories.tsx';

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

/** Nine scenarios and six colours: the five largest keep theirs, the other four become one "Other" slice. */
export const MoreScenariosThanColours: Story = {
  args: {
    title: 'Rides per scenario this month',
    data: [
      ...scenarioRides,
      { id: 'castle', label: 'Haunted Castle', value: 45 },
      { id: 'arctic', label: 'Arctic Dash', value: 30 },
      { id: 'desert', label: 'Desert Storm', value: 20 },
    ],
  },
  play: async ({ canvasElement }) => {
    await plotsDrawn(canvasElement);
    const canvas = within(canvasElement);
    const legend = canvas.getByRole('list', { name: 'Legend of Rides per scenario this month' });
    await expect(within(legend).getAllByRole('button')).toHaveLength(6);
    for (const name of ['Space Odyssey', 'Jungle Run', 'Deep Ocean', 'Gold Mine', 'Dino Valley', 'Other']) {
      await expect(within(legend).getByRole('button', { name })).toBeVisible();
    }
    const colours = [...canvasElement.querySelectorAll<SVGPathElement>('path[data-slice]')].map(
      (slice) => slice.style.fill,
    );
    await expect(new Set(colours).size).toBe(colours.length);
  },
};
