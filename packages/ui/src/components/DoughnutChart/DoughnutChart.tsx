import { chart } from '../../theme/tokens.ts';
import { ArcChart, type ArcChartProps } from '../ArcChart/index.ts';

export type DoughnutChartProps = ArcChartProps;

/** A pie with a hole, for shares shown beside other figures, with a legend that hides and shows slices. */
export function DoughnutChart(props: DoughnutChartProps) {
  return <ArcChart {...props} innerRatio={1 - chart.doughnutRing} />;
}
