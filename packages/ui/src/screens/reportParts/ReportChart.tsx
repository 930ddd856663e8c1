import { chart } from '../../theme/tokens.ts';
import type { BarChartProps } from '../../components/BarChart/index.ts';
import { ChartPlaceholder } from '../../components/ChartPlaceholder/index.ts';
import type { LineChartProps } from '../../components/LineChart/index.ts';
import { reportCharts } from './reportChartCode.ts';

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
