import { useState } from 'react';
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { dataColor, type DataPaletteName } from '../../theme/dataColors.ts';
import { chart, dataPalette } from '../../theme/tokens.ts';
import {
  ChartFrame,
  arcTable,
  shares,
  toggleHidden,
  visibleSeries,
  type ArcDatum,
  type ChartHeadingLevel,
  type ChartTip,
} from '../ChartFrame/index.ts';
import { ChartLegend } from '../ChartLegend/index.ts';

export interface ArcChartProps {
  /** The chart's title, also the accessible name of the picture and of its data table. */
  title: string;
  /** The slices, in the order drawn clockwise from the top; the legend hides and shows them. */
  data: readonly ArcDatum[];
  /** Which theme palette colours the slices: licences or scenarios. */
  palette?: DataPaletteName;
  /** Formats values in the tooltip and the data table; the language's number format when omitted. */
  formatValue?: (value: number) => string;
  /** Heading of the slices in the data table; "Category" when omitted. */
  categoryHeader?: string;
  /** Level of the title in the page outline. */
  headingLevel?: ChartHeadingLevel;
  /** Diameter of the chart in px. */
  size?: number;
  /** The data is loading. */
  loading?: boolean;
  /** Loading failed. */
  error?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
}

/** The id of the slice that groups the smallest slices when there are more slices than colours. */
export const otherSliceId = 'other';

/**
 * At most `colours` slices, so no two share a colour: when there are more, the largest `colours - 1` keep their
 * place and the rest are added up into one "Other" slice at the end.
 */
export function slicesWithinPalette(data: readonly ArcDatum[], colours: number, otherLabel: string): ArcDatum[] {
  if (data.length <= colours) return [...data];
  const largest = new Set(
    [...data]
      .sort((a, b) => b.value - a.value)
      .slice(0, Math.max(0, colours - 1))
      .map((datum) => datum.id),
  );
  const rest = data.filter((datum) => !largest.has(datum.id));
  return [
    ...data.filter((datum) => largest.has(datum.id)),
    { id: otherSliceId, label: otherLabel, value: rest.reduce((sum, datum) => sum + Math.max(0, datum.value), 0) },
  ];
}

interface ArcChartShapeProps extends ArcChartProps {
  /** Radius of the hole as a share of the outer radius: 0 for a pie. */
  innerRatio: number;
}

/** The shared drawing of PieChart and DoughnutChart: slices of a whole, with shares in the tooltip and table. */
export function ArcChart({
  title,
  data: allSlices,
  palette = 'scenario',
  formatValue,
  categoryHeader,
  headingLevel,
  size = chart.arcSize,
  loading,
  error,
  onRetry,
  innerRatio,
}: ArcChartShapeProps) {
  const { t, i18n } = useTranslation();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const format = formatValue ?? ((value: number) => formatNumber(value, i18n.language));
  const formatShare = (share: number) =>
    formatNumber(share, i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const data = slicesWithinPalette(allSlices, dataPalette[palette].length, t('designSystem.charts.other'));
  const shown = visibleSeries(data, hidden);
  const colorOf = (id: string) =>
    dataColor(
      palette,
      data.findIndex((datum) => datum.id === id),
    );
  const total = data.reduce((sum, datum) => sum + Math.max(0, datum.value), 0);
  const radius = size / 2;

  return (
    <ChartFrame
      title={title}
      headingLevel={headingLevel}
      height={size}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={total === 0}
      legend={
        <ChartLegend
          chartTitle={title}
          items={data.map((datum) => ({
            id: datum.id,
            label: datum.label,
            color: colorOf(datum.id),
            hidden: hidden.has(datum.id),
          }))}
          onToggle={(id) => setHidden((current) => toggleHidden(current, id))}
        />
      }
      table={arcTable(
        shown,
        { category: categoryHeader ?? t('charts.category'), value: t('charts.value'), share: t('charts.share') },
        format,
        formatShare,
      )}
      renderPlot={({ width, activeTipId, showTip }) => {
        const centreX = width / 2;
        const drawn = shown.filter((datum) => datum.value > 0);
        const drawnShares = shares(drawn);
        // Tooltips sit at each slice's centroid: the middle of its angle (clockwise from 12 o'clock), half-way across the ring.
        const anchorRadius = (radius + radius * innerRatio) / 2;
        let startAngle = 0;
        const tips: ChartTip[] = drawn.map((datum, index) => {
          const sweep = (drawnShares[index] ?? 0) * 2 * Math.PI;
          const middle = startAngle + sweep / 2;
          startAngle += sweep;
          return {
            id: datum.id,
            left: centreX + anchorRadius * Math.sin(middle),
            top: radius - anchorRadius * Math.cos(middle),
            heading: datum.label,
            lines: [
              { id: 'value', label: t('charts.value'), color: colorOf(datum.id), value: format(datum.value) },
              {
                id: 'share',
                label: t('charts.share'),
                color: colorOf(datum.id),
                value: formatShare(drawnShares[index] ?? 0),
              },
            ],
          };
        });
        const content = (
          <Group left={centreX} top={radius}>
            <Pie<ArcDatum>
              data={drawn}
              pieValue={(datum) => datum.value}
              pieSort={null}
              pieSortValues={null}
              outerRadius={radius}
              innerRadius={radius * innerRatio}
            >
              {({ arcs, path }) =>
                arcs.map((arc) => (
                  <path
                    key={arc.data.id}
                    d={path(arc) ?? ''}
                    data-slice={arc.data.id}
                    data-active={arc.data.id === activeTipId ? '' : undefined}
                    style={{ fill: colorOf(arc.data.id) }}
                    onMouseEnter={() => showTip(arc.data.id)}
                  />
                ))
              }
            </Pie>
          </Group>
        );
        return { content, tips };
      }}
    />
  );
}
