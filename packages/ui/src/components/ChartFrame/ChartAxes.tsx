import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
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
  /** The values of the gridlines and their labels, from 0 up to the top of the value scale (`valueAxis`). */
  valueTicks: readonly number[];
  /** Formats a value tick. */
  formatValue: (value: number) => string;
  /** Size of the plot area inside the margins, in px. */
  innerWidth: number;
  innerHeight: number;
}

/** The value axis of a bar or line chart: its labelled ticks and the top of its scale. */
export interface ValueAxis {
  /** Ticks at a round step from 0; the last one is the top of the scale. */
  ticks: number[];
  /** The top of the scale: the first tick at or above the highest value, so no mark rises past a labelled line. */
  top: number;
}

/**
 * Ticks at a round step (1, 2 or 5 times a power of ten, about `count` of them) from 0 to the first step at or above
 * `max`. A scale made "nice" on its own may end between two labelled ticks, leaving the highest bars above the last
 * gridline; ending on a tick keeps every mark under a labelled line. Counts (`integers`) never get a step below 1.
 */
export function valueAxis(max: number, count: number = chart.valueTicks, integers = true): ValueAxis {
  const highest = Number.isFinite(max) && max > 0 ? max : 1;
  const rough = highest / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const ratio = rough / power;
  const factor = ratio >= Math.sqrt(50) ? 10 : ratio >= Math.sqrt(10) ? 5 : ratio >= Math.sqrt(2) ? 2 : 1;
  const step = integers ? Math.max(1, factor * power) : factor * power;
  const steps = Math.max(1, Math.ceil(highest / step - 1e-9));
  // Multiplying each index (not adding steps) keeps 0.1 × 3 from drifting to 0.30000000000000004 labels.
  const ticks = Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toPrecision(12)));
  return { ticks, top: ticks[ticks.length - 1] ?? highest };
}

/** Every n-th category, so that each shown label has at least `chart.minTickSpacing` px. */
export function spacedCategories(ids: readonly string[], innerWidth: number): string[] {
  const fitting = Math.max(1, Math.floor(innerWidth / chart.minTickSpacing));
  const step = Math.ceil(ids.length / fitting);
  return ids.filter((_, index) => index % step === 0);
}

/**
 * A tick's label as visx's `Text` draws a one-line label, without what `Text` does first: it measures every word
 * of every label in the document (a layout each) and parses CSS calc() for its offset, which made most of the
 * dashboard charts' first render. Ticks never wrap, so neither is needed.
 */
function TickLabel({
  formattedValue,
  dx = 0,
  dy = 0,
  x,
  textAnchor = 'start',
  fontSize,
  ...textProps
}: TickRendererProps) {
  const {
    verticalAnchor: _verticalAnchor,
    angle: _angle,
    lineHeight: _lineHeight,
    scaleToFit: _scaleToFit,
    capHeight: _capHeight,
    width: _width,
    innerRef: _innerRef,
    innerTextRef: _innerTextRef,
    ...svgTextProps
  } = textProps;
  // Text splits the label at white space other than no-break spaces and joins the words with plain spaces.
  const label = (formattedValue ?? '').split(/(?:(?!\u00A0+)\s+)/).join(' ');
  return (
    <svg x={dx} y={dy} fontSize={fontSize} style={{ overflow: 'visible' }}>
      <text x={x} fontSize={fontSize} {...svgTextProps} textAnchor={textAnchor}>
        <tspan x={x} dy="0em">
          {label}
        </tspan>
      </text>
    </svg>
  );
}

/** The value grid and the two axes of bar and line charts; colours come from the frame's styles. */
export function ChartAxes({
  categoryScale,
  valueScale,
  categoryIds,
  categoryLabel,
  valueTicks,
  formatValue,
  innerWidth,
  innerHeight,
}: ChartAxesProps) {
  return (
    <>
      <GridRows scale={valueScale} width={innerWidth} tickValues={[...valueTicks]} />
      <AxisLeft
        scale={valueScale}
        tickValues={[...valueTicks]}
        tickFormat={(value) => formatValue(Number(value))}
        hideAxisLine
        hideTicks
        tickComponent={TickLabel}
      />
      <AxisBottom
        top={innerHeight}
        scale={categoryScale}
        tickValues={spacedCategories(categoryIds, innerWidth)}
        tickFormat={(id) => categoryLabel(String(id))}
        hideTicks
        tickComponent={TickLabel}
      />
    </>
  );
}
