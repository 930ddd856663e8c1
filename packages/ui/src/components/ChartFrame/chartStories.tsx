import type { ComponentType } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { StoryRow } from '../../storybook/StoryGrid.tsx';

/** Waits until every chart in the canvas has drawn its plot, which it does in a transition once it has its width. */
export async function plotsDrawn(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('figure[aria-busy="true"]')).toBeNull());
}

/** The props every chart takes for its loading, empty and error states. */
interface ChartStateProps {
  title: string;
  data: readonly unknown[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
}

export interface ChartStateRowsProps<Props extends ChartStateProps> {
  /** The chart shown in each state. */
  Chart: ComponentType<Props>;
  /** The story's args, which each row overrides. */
  args: Props;
}

/** The loading, empty and error rows of a chart's matrix story. */
export function ChartStateRows<Props extends ChartStateProps>({ Chart, args }: ChartStateRowsProps<Props>) {
  return (
    <>
      <StoryRow label="loading">
        <Chart {...args} title="Loading" loading />
      </StoryRow>
      <StoryRow label="empty">
        <Chart {...args} title="Empty" data={[]} />
      </StoryRow>
      <StoryRow label="error">
        <Chart {...args} title="Error" error onRetry={fn()} />
      </StoryRow>
    </>
  );
}
