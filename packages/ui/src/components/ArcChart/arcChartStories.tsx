import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryGrid, StoryRow } from '../../storybook/StoryGrid.tsx';
import { ChartStateRows, plotsDrawn } from '../ChartFrame/chartStories.tsx';
import type { ArcChartProps } from './ArcChart.tsx';

/** Rides per scenario: the data of the PieChart and DoughnutChart stories, which share their checks. */
export const scenarioRides = [
  { id: 'space', label: 'Space Odyssey', value: 420 },
  { id: 'jungle', label: 'Jungle Run', value: 310 },
  { id: 'ocean', label: 'Deep Ocean', value: 180 },
  { id: 'mine', label: 'Gold Mine', value: 140 },
  { id: 'dino', label: 'Dino Valley', value: 90 },
  { id: 'city', label: 'Neon City', value: 60 },
];

/** Palettes, one slice, and the loading, empty and error states of `Chart`. */
export function renderArcMatrix(Chart: ComponentType<ArcChartProps>) {
  return function ArcMatrix(args: ArcChartProps) {
    return (
      <StoryGrid>
        <StoryRow label="licence palette">
          <Chart {...args} title="Rides per licence" palette="license" size={160} />
        </StoryRow>
        <StoryRow label="one slice">
          <Chart {...args} title="One scenario" data={scenarioRides.slice(0, 1)} size={160} />
        </StoryRow>
        <ChartStateRows Chart={Chart} args={args} />
      </StoryGrid>
    );
  };
}

export async function legendHidesSlice({ canvasElement }: { canvasElement: HTMLElement }) {
  await plotsDrawn(canvasElement);
  const canvas = within(canvasElement);
  const table = canvas.getByRole('table', { name: 'Data table of Rides per scenario' });
  await expect(within(table).getAllByRole('row')).toHaveLength(7);
  const toggle = canvas.getByRole('button', { name: 'Space Odyssey' });
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(within(table).getAllByRole('row')).toHaveLength(6);
  await expect(within(table).getByRole('row', { name: /Jungle Run/ })).toHaveTextContent('39.7%');
  await expect(canvasElement.querySelector('[data-slice="space"]')).not.toBeInTheDocument();
}

export async function tooltipOnSliceHover({ canvasElement }: { canvasElement: HTMLElement }) {
  await plotsDrawn(canvasElement);
  await userEvent.hover(canvasElement.querySelector('[data-slice="jungle"]') as Element);
  await waitFor(() => expect(canvasElement.querySelector('.visx-tooltip')).toHaveTextContent('Jungle Run'));
  await expect(canvasElement.querySelector('.visx-tooltip')).toHaveTextContent('25.8%');
}

export async function tooltipOnSliceFocus({ canvasElement }: { canvasElement: HTMLElement }) {
  await plotsDrawn(canvasElement);
  const canvas = within(canvasElement);
  canvas.getByRole('img', { name: 'Rides per scenario' }).focus();
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Space Odyssey, Value: 420, Share: 35%'));
  await userEvent.keyboard('{End}');
  await expect(canvas.getByRole('status')).toHaveTextContent('Neon City, Value: 60, Share: 5%');
}
