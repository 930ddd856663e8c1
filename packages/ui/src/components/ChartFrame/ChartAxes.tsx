import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import type { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import { chart } from '../../theme/tokens.ts';

export type CategoryScale = ReturnType<typeof scaleBand<string>> | ReturnType<typeof scalePoint<string>>;
export type ValueScale = ReturnType<typeof scaleLinear<number>>;

export interface ChartAxesProps {
  /** Positions the categories along the bottom. */
  categoryScale: CategoryScale;
  /** Positions the values up the side. */
  valueScale: ValueScale;
  /** Category ids in order. */
  categoryIds: readonly string[];
  /** The label of a category id. */
  categoryLabel: (id: string) => string;
  /** Formats a value tick. */
  formatValue: (value: number) => string;
  /** Size of the plot area inside the margins, in px. */
  innerWidth: number;
  innerHeight: number;
}

/** Every n-th category, so that each shown label has at least `chart.minTickSpacing` px. */
export function spacedCategories(ids: readonly string[], innerWidth: number): string[] {
  const fitting = Math.max(1, Math.floor(innerWidth / chart.minTickSpacing));
  const step = Math.ceil(ids.length / fitting);
  return ids.filter((_, index) => index % step === 0);
}

/** The value grid and the two axes of bar and line charts; colours come from the frame's styles. */
export function ChartAxes({
  categoryScale,
  valueScale,
  categoryIds,
  categoryLabel,
  formatValue,
  innerWidth,
  innerHeight,
}: ChartAxesProps) {
  return (
    <>
      <GridRows scale={valueScale} width={innerWidth} numTicks={chart.valueTicks} />
      <AxisLeft
        scale={valueScale}
        numTicks={chart.valueTicks}
        tickFormat={(value) => formatValue(Number(value))}
        hideAxisLine
        hideTicks
      />
      <AxisBottom
        top={innerHeight}
        scale={categoryScale}
        tickValues={spacedCategories(categoryIds, innerWidth)}
        tickFormat={(id) => categoryLabel(String(id))}
        hideTicks
      />
    </>
  );
}
