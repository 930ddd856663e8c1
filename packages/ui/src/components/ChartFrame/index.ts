export {
  ChartFrame,
  tipIndexAfterKey,
  type ChartFrameProps,
  type ChartHeadingLevel,
  type ChartPlot,
  type ChartPlotContext,
} from './ChartFrame.tsx';
export {
  arcTable,
  categoryTable,
  shares,
  toggleHidden,
  visibleSeries,
  type ArcDatum,
  type CategoryDatum,
  type ChartSeries,
  type ChartTable,
  type ChartTip,
} from './chartTypes.ts';
export {
  ChartAxes,
  spacedCategories,
  valueAxis,
  type CategoryScale,
  type ChartAxesProps,
  type ValueAxis,
  type ValueScale,
} from './ChartAxes.tsx';
