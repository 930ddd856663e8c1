import { lazy, Suspense } from 'react';
import { chart } from '../../theme/tokens.ts';
import type { BarChartProps } from '../../components/BarChart/index.ts';
import { ChartPlaceholder } from '../../components/ChartPlaceholder/index.ts';
import type { LineChartProps } from '../../components/LineChart/index.ts';

// The charts' code (visx and the chart frame, about 27 KB gzipped) arrives after the report's screen, and only
// once a search has rows to draw; a placeholder of the chart's size stands in until then (ADR 0039).
const BarChart = lazy(async () => ({ default: (await import('../../components/BarChart/index.ts')).BarChart }));
const LineChart = lazy(async () => ({ default: (await import('../../components/LineChart/index.ts')).LineChart }));

function placeholderOf({ title, headingLevel, height = chart.height }: BarChartProps | LineChartProps) {
  return <ChartPlaceholder title={title} headingLevel={headingLevel} plotHeight={height} />;
}

/** A report's bar chart, drawn once its code is there. */
export function ReportBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={placeholderOf(props)}>
      <BarChart {...props} />
    </Suspense>
  );
}

/** A report's line chart, drawn once its code is there. */
export function ReportLineChart(props: LineChartProps) {
  return (
    <Suspense fallback={placeholderOf(props)}>
      <LineChart {...props} />
    </Suspense>
  );
}
