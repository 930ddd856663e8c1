export { LineChart, type LineChartProps } from './LineChart.tsx';
