import { ArcChart, type ArcChartProps } from '../ArcChart/index.ts';

export type PieChartProps = ArcChartProps;

/** Slices of a whole (the share of each scenario), with a legend that hides and shows slices. */
export function PieChart(props: PieChartProps) {
  return <ArcChart {...props} innerRatio={0} />;
}
