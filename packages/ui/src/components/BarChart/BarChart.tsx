import { Group } from '@visx/group';
import { scaleBand } from '@visx/scale';
import { Bar } from '@visx/shape';
import { chart } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.ts';
import { SeriesChart, type SeriesChartProps, type SeriesMarksContext } from '../SeriesChart/index.ts';

export type BarChartProps = SeriesChartProps;

/** One band per category, wide enough for a bar of each series. */
function categoryBands(categoryIds: string[], innerWidth: number) {
  return scaleBand<string>({ domain: categoryIds, range: [0, innerWidth], padding: chart.bandPadding });
}

/** Bars grouped by category, one per series, with a legend that hides and shows series. */
export function BarChart(props: BarChartProps) {
  const { data } = props;

  function renderBars(marks: SeriesMarksContext) {
    const { categoryScale, valueScale, innerHeight, shown, colorOf, axes, activeTipId, showTip } = marks;
    const seriesScale = scaleBand<string>({
      domain: shown.map((item) => item.id),
      range: [0, categoryScale.bandwidth()],
      padding: chart.bandPadding / 2,
    });
    const step = categoryScale.step();
    return (
      <>
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
        {axes}
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
      </>
    );
  }

  return <SeriesChart {...props} scaleCategories={categoryBands} renderMarks={renderBars} />;
}
