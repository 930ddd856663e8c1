export { SeriesChart, type SeriesChartProps, type SeriesMarksContext } from './SeriesChart.tsx';
