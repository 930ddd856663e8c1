import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { ChartStateRows, plotsDrawn } from '../ChartFrame/chartStories.tsx';
import type { CategoryDatum, ChartSeries } from '../ChartFrame/index.ts';
import type { SeriesChartProps } from './SeriesChart.tsx';

/** Three licence keys: the series of the BarChart and LineChart stories, which share their checks. */
export const keySeries: ChartSeries[] = [
  { id: 'key-1', label: '****4F2A9C1E' },
  { id: 'key-2', label: '****7B3D0E55' },
  { id: 'key-3', label: '****C8E1F207' },
];

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
/** Rides of each key over six months. */
export const monthlyRides: CategoryDatum[] = months.map((month, index) => ({
  id: month,
  label: month,
  values: { 'key-1': 120 + index * 35, 'key-2': 260 - index * 20, 'key-3': 80 + ((index * 53) % 140) },
}));

/** The row of the matrix with many licences, which each chart fills with its own data. */
export interface ManySeriesRow {
  /** The row's label. */
  label: string;
  /** The chart's title. */
  title: string;
  /** The categories. */
  data: readonly CategoryDatum[];
  /** The many series. */
  series: readonly ChartSeries[];
}

/** Palettes, one series, many licences, and the loading, empty and error states of `Chart`. */
export function renderSeriesMatrix(Chart: ComponentType<SeriesChartProps>, many: ManySeriesRow) {
  return function SeriesMatrix(args: SeriesChartProps) {
    return (
      <StoryGrid>
        <StoryRow label="scenario palette">
          <Chart {...args} title="Rides per scenario" palette="scenario" height={200} />
        </StoryRow>
        <StoryRow label="one series">
          <Chart {...args} title="Rides of one licence" series={keySeries.slice(0, 1)} height={200} />
        </StoryRow>
        <StoryRow label={many.label}>
          <Chart {...args} title={many.title} data={many.data} series={many.series} height={200} />
        </StoryRow>
        <ChartStateRows Chart={Chart} args={args} />
      </StoryGrid>
    );
  };
}

export async function legendHidesSeries({ canvasElement }: { canvasElement: HTMLElement }) {
  await plotsDrawn(canvasElement);
  const canvas = within(canvasElement);
  const table = canvas.getByRole('table', { name: 'Data table of Rides per month' });
  await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
  const toggle = canvas.getByRole('button', { name: '****7B3D0E55' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toHaveAttribute('title', 'Show ****7B3D0E55');
  await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
  await expect(within(table).queryByRole('columnheader', { name: '****7B3D0E55' })).not.toBeInTheDocument();
  await expect(canvasElement.querySelector('[data-series="key-2"]')).not.toBeInTheDocument();
}

export async function tooltipOnCategoryFocus({ canvasElement }: { canvasElement: HTMLElement }) {
  await plotsDrawn(canvasElement);
  const canvas = within(canvasElement);
  const picture = canvas.getByRole('img', { name: 'Rides per month' });
  picture.focus();
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Jan, ****4F2A9C1E: 120'));
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  await expect(canvas.getByRole('status')).toHaveTextContent('Mar, ****4F2A9C1E: 190');
}
