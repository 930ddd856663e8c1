import { useEffect } from 'react';
import { chart } from '../../theme/tokens.ts';
import { deferredModule } from '../../hooks/deferredModule.ts';
import type { BarChartProps } from '../../components/BarChart/index.ts';
import { ChartPlaceholder } from '../../components/ChartPlaceholder/index.ts';
import type { LineChartProps } from '../../components/LineChart/index.ts';

/**
 * The charts' code (visx and the chart frame, about 27 KB gzipped) arrives after the report's screen: a report
 * asks for it when it first shows, and a chart shows only once a search has rows (ADR 0040).
 */
const reportCharts = deferredModule(() => import('./reportChartParts.ts'));

/** Fetches the reports' charts; Storybook awaits it so that the stories show the charts, not their placeholder. */
export const preloadReportCharts: () => Promise<unknown> = reportCharts.preload;

/**
 * Starts the charts' download when a report first shows, so they are there when its rows are; `enabled` is false
 * for a report without a chart. A failure is left to the chart, which tries again when it shows.
 */
export function usePreloadedReportCharts(enabled = true): void {
  useEffect(() => {
    if (enabled) reportCharts.preload().catch(() => undefined);
  }, [enabled]);
}

function placeholderOf({ title, headingLevel, height = chart.height }: BarChartProps | LineChartProps) {
  return <ChartPlaceholder title={title} headingLevel={headingLevel} plotHeight={height} />;
}

/** A report's bar chart, with a placeholder of its size until its code is there. */
export function ReportBarChart(props: BarChartProps) {
  const charts = reportCharts.useModule();
  return charts ? <charts.BarChart {...props} /> : placeholderOf(props);
}

/** A report's line chart, with a placeholder of its size until its code is there. */
export function ReportLineChart(props: LineChartProps) {
  const charts = reportCharts.useModule();
  return charts ? <charts.LineChart {...props} /> : placeholderOf(props);
}
