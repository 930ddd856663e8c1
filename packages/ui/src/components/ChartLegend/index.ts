export { ChartLegend, type ChartLegendItem, type ChartLegendProps } from './ChartLegend.tsx';
