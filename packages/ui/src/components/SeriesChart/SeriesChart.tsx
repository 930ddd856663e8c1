import { useState, type ReactNode } from 'react';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { dataColor, type DataPaletteName } from '../../theme/dataColors.ts';
import { chart } from '../../theme/tokens.ts';
import {
  ChartAxes,
  ChartFrame,
  categoryTable,
  toggleHidden,
  visibleSeries,
  type CategoryDatum,
  type CategoryScale,
  type ChartHeadingLevel,
  type ChartSeries,
  type ChartTip,
  type ValueScale,
  valueAxis,
} from '../ChartFrame/index.ts';
import { ChartLegend } from '../ChartLegend/index.ts';

export interface SeriesChartProps {
  /** The chart's title, also the accessible name of the picture and of its data table. */
  title: string;
  /** The categories along the bottom (days, months, licences), each with a value per series. */
  data: readonly CategoryDatum[];
  /** The series drawn in each category, one colour each; the legend hides and shows them. */
  series: readonly ChartSeries[];
  /** Which theme palette colours the series: licences or scenarios. */
  palette?: DataPaletteName;
  /** Formats values on the axis, in the tooltip and in the data table; the language's number format when omitted. */
  formatValue?: (value: number) => string;
  /** Heading of the categories in the data table; "Category" when omitted. */
  categoryHeader?: string;
  /** Level of the title in the page outline. */
  headingLevel?: ChartHeadingLevel;
  /** Height of the plot in px. */
  height?: number;
  /** The data is loading. */
  loading?: boolean;
  /** Loading failed. */
  error?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
}

/** What a series chart's marks are drawn with, for the width the frame measured. */
export interface SeriesMarksContext {
  /** Positions the categories along the bottom. */
  categoryScale: CategoryScale;
  /** Positions the values up the side. */
  valueScale: ValueScale;
  /** Height of the plot area inside the margins, in px. */
  innerHeight: number;
  /** The series the legend has not hidden, in their order. */
  shown: readonly ChartSeries[];
  /** The colour of a series id. */
  colorOf: (id: string) => string;
  /** The grid and the axes, placed by the chart among its marks. */
  axes: ReactNode;
  /** Id of the category whose tooltip is open. */
  activeTipId: string | undefined;
  /** Opens the tooltip of a category (on pointer hover). */
  showTip: (id: string) => void;
}

interface SeriesChartShapeProps extends SeriesChartProps {
  /** Places the category ids along the plot's inner width: bands for bars, points for lines. */
  scaleCategories: (categoryIds: string[], innerWidth: number) => CategoryScale;
  /** Draws the marks and the axes inside the plot's margins. */
  renderMarks: (context: SeriesMarksContext) => ReactNode;
}

/** The largest value of the shown series, at least 1 so an all-zero chart still has an axis. */
function valuesOf(data: readonly CategoryDatum[], series: readonly ChartSeries[]): number[] {
  return data.flatMap((datum) => series.map((item) => datum.values[item.id] ?? 0));
}

function maxValue(data: readonly CategoryDatum[], series: readonly ChartSeries[]): number {
  return Math.max(1, ...valuesOf(data, series));
}

/**
 * The shared part of BarChart and LineChart: series the legend hides and shows, the value axis, a tooltip per
 * category and the data table.
 */
export function SeriesChart({
  title,
  data,
  series,
  palette = 'license',
  formatValue,
  categoryHeader,
  headingLevel,
  height = chart.height,
  loading,
  error,
  onRetry,
  scaleCategories,
  renderMarks,
}: SeriesChartShapeProps) {
  const { t, i18n } = useTranslation();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const format = formatValue ?? ((value: number) => formatNumber(value, i18n.language));
  const shown = visibleSeries(series, hidden);
  const colorOf = (id: string) =>
    dataColor(
      palette,
      series.findIndex((item) => item.id === id),
    );
  const labelOf = (id: string) => data.find((datum) => datum.id === id)?.label ?? id;

  return (
    <ChartFrame
      title={title}
      headingLevel={headingLevel}
      height={height}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={data.length === 0 || series.length === 0}
      legend={
        <ChartLegend
          chartTitle={title}
          items={series.map((item) => ({
            id: item.id,
            label: item.label,
            color: colorOf(item.id),
            hidden: hidden.has(item.id),
          }))}
          onToggle={(id) => setHidden((current) => toggleHidden(current, id))}
        />
      }
      table={categoryTable(data, shown, categoryHeader ?? t('charts.category'), format)}
      renderPlot={({ width, activeTipId, showTip }) => {
        const innerWidth = Math.max(0, width - chart.marginLeft - chart.marginRight);
        const innerHeight = Math.max(0, height - chart.marginTop - chart.marginBottom);
        const categoryIds = data.map((datum) => datum.id);
        const categoryScale = scaleCategories(categoryIds, innerWidth);
        const axis = valueAxis(maxValue(data, shown), chart.valueTicks, valuesOf(data, shown).every(Number.isInteger));
        const valueScale = scaleLinear<number>({ domain: [0, axis.top], range: [innerHeight, 0] });
        // Each tooltip sits over the middle of its category (a point scale's bandwidth is 0), at its highest value.
        const tips: ChartTip[] = data.map((datum) => ({
          id: datum.id,
          left: chart.marginLeft + (categoryScale(datum.id) ?? 0) + categoryScale.bandwidth() / 2,
          top: chart.marginTop + valueScale(maxValue([datum], shown)),
          heading: datum.label,
          lines: shown.map((item) => ({
            id: item.id,
            label: item.label,
            color: colorOf(item.id),
            value: format(datum.values[item.id] ?? 0),
          })),
        }));
        const axes = (
          <ChartAxes
            categoryScale={categoryScale}
            valueScale={valueScale}
            categoryIds={categoryIds}
            categoryLabel={labelOf}
            valueTicks={axis.ticks}
            formatValue={format}
            innerWidth={innerWidth}
            innerHeight={innerHeight}
          />
        );
        return {
          tips,
          content: (
            <Group left={chart.marginLeft} top={chart.marginTop}>
              {renderMarks({ categoryScale, valueScale, innerHeight, shown, colorOf, axes, activeTipId, showTip })}
            </Group>
          ),
        };
      }}
    />
  );
}
