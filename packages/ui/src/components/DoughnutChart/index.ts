export { DoughnutChart, type DoughnutChartProps } from './DoughnutChart.tsx';
