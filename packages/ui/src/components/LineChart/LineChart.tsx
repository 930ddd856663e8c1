import { useState } from 'react';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
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

export interface LineChartProps {
  /** The chart's title, also the accessible name of the picture and of its data table. */
  title: string;
  /** The categories along the bottom (days, months, licences), each with a value per series. */
  data: readonly CategoryDatum[];
  /** The series drawn as one line each; the legend hides and shows them. */
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

/** One line per series across the categories (a trend over days or months), with a legend that hides and shows series. */
export function LineChart({
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
}: LineChartProps) {
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
        const categoryScale = scalePoint<string>({
          domain: data.map((datum) => datum.id),
          range: [0, innerWidth],
          padding: chart.bandPadding * 2,
        });
        const valueScale = scaleLinear<number>({
          domain: [0, maxValue(data, shown)],
          range: [innerHeight, 0],
          nice: true,
        });
        const tips: ChartTip[] = data.map((datum) => ({
          id: datum.id,
          left: chart.marginLeft + (categoryScale(datum.id) ?? 0),
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
        const xOf = (datum: CategoryDatum) => categoryScale(datum.id) ?? 0;
        const activeDatum = data.find((datum) => datum.id === activeTipId);
        return {
          tips,
          content: (
            <Group left={chart.marginLeft} top={chart.marginTop}>
              <ChartAxes
                categoryScale={categoryScale}
                valueScale={valueScale}
                categoryIds={data.map((datum) => datum.id)}
                categoryLabel={labelOf}
                formatValue={format}
                innerWidth={innerWidth}
                innerHeight={innerHeight}
              />
              {activeDatum && (
                <line
                  x1={xOf(activeDatum)}
                  x2={xOf(activeDatum)}
                  y1={0}
                  y2={innerHeight}
                  style={{ stroke: vars.color.borderStrong }}
                  strokeDasharray={`${chart.pointRadius} ${chart.pointRadius}`}
                />
              )}
              {shown.map((item) => (
                <Group key={item.id} data-series={item.id}>
                  <LinePath<CategoryDatum>
                    data={[...data]}
                    x={xOf}
                    y={(datum) => valueScale(datum.values[item.id] ?? 0)}
                    style={{ stroke: colorOf(item.id), fill: 'none' }}
                    strokeWidth={chart.lineWidth}
                  />
                  {data.map((datum) => (
                    <circle
                      key={datum.id}
                      cx={xOf(datum)}
                      cy={valueScale(datum.values[item.id] ?? 0)}
                      r={chart.pointRadius}
                      style={{ fill: colorOf(item.id), stroke: vars.color.surface }}
                    />
                  ))}
                </Group>
              ))}
              {data.map((datum) => (
                <rect
                  key={`hover-${datum.id}`}
                  data-category={datum.id}
                  x={xOf(datum) - step / 2}
                  y={0}
                  width={step}
                  height={innerHeight}
                  style={{ fill: 'transparent' }}
                  onMouseEnter={() => showTip(datum.id)}
                />
              ))}
            </Group>
          ),
        };
      }}
    />
  );
}
