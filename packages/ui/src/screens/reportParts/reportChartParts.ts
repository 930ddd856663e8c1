// The charts the reports draw, in a chunk of their own that loads after the report's screen (ReportChart.tsx, reportChartCode.ts).
export { BarChart } from '../../components/BarChart/index.ts';
export { LineChart } from '../../components/LineChart/index.ts';
