import { useState } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { dataColor, type DataPaletteName } from '../../theme/dataColors.ts';
import { chart } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.ts';
import {
  ChartAxes,
  ChartFrame,
  categoryTable,
  toggleHidden,
  visibleSeries,
  type CategoryDatum,
  type ChartHeadingLevel,
  type ChartSeries,
  type ChartTip,
} from '../ChartFrame/index.ts';
import { ChartLegend } from '../ChartLegend/index.ts';

export interface BarChartProps {
  /** The chart's title, also the accessible name of the picture and of its data table. */
  title: string;
  /** The categories along the bottom (days, months, licences), each with a value per series. */
  data: readonly CategoryDatum[];
  /** The series drawn side by side in each category; the legend hides and shows them. */
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

/** The largest value of the shown series, at least 1 so an all-zero chart still has an axis. */
function maxValue(data: readonly CategoryDatum[], series: readonly ChartSeries[]): number {
  return Math.max(1, ...data.flatMap((datum) => series.map((item) => datum.values[item.id] ?? 0)));
}

/** Bars grouped by category, one per series, with a legend that hides and shows series. */
export function BarChart({
  title,
  data,
  series,
  palette = 'licence',
  formatValue,
  categoryHeader,
  headingLevel,
  height = chart.height,
  loading,
  error,
  onRetry,
}: BarChartProps) {
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
        const categoryScale = scaleBand<string>({
          domain: data.map((datum) => datum.id),
          range: [0, innerWidth],
          padding: chart.bandPadding,
        });
        const seriesScale = scaleBand<string>({
          domain: shown.map((item) => item.id),
          range: [0, categoryScale.bandwidth()],
          padding: chart.bandPadding / 2,
        });
        const valueScale = scaleLinear<number>({
          domain: [0, maxValue(data, shown)],
          range: [innerHeight, 0],
          nice: true,
        });
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
        const step = categoryScale.step();
        return {
          tips,
          content: (
            <Group left={chart.marginLeft} top={chart.marginTop}>
              {data.map((datum) => (
                <rect
                  key={`band-${datum.id}`}
                  x={(categoryScale(datum.id) ?? 0) - (step - categoryScale.bandwidth()) / 2}
                  y={0}
                  width={step}
                  height={innerHeight}
                  style={{ fill: datum.id === activeTipId ? vars.color.surfaceMuted : 'transparent' }}
                  onMouseEnter={() => showTip(datum.id)}
                />
              ))}
              <ChartAxes
                categoryScale={categoryScale}
                valueScale={valueScale}
                categoryIds={data.map((datum) => datum.id)}
                categoryLabel={labelOf}
                formatValue={format}
                innerWidth={innerWidth}
                innerHeight={innerHeight}
              />
              {data.map((datum) => (
                <Group key={datum.id} left={categoryScale(datum.id) ?? 0}>
                  {shown.map((item) => {
                    const y = valueScale(datum.values[item.id] ?? 0);
                    return (
                      <Bar
                        key={item.id}
                        data-series={item.id}
                        x={seriesScale(item.id) ?? 0}
                        y={y}
                        width={seriesScale.bandwidth()}
                        height={innerHeight - y}
                        style={{ fill: colorOf(item.id) }}
                        onMouseEnter={() => showTip(datum.id)}
                      />
                    );
                  })}
                </Group>
              ))}
            </Group>
          ),
        };
      }}
    />
  );
}
