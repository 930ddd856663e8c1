export { ArcChart, type ArcChartProps } from './ArcChart.tsx';
