import { Group } from '@visx/group';
import { scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { chart } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.ts';
import type { CategoryDatum } from '../ChartFrame/index.ts';
import { SeriesChart, type SeriesChartProps, type SeriesMarksContext } from '../SeriesChart/index.ts';

export type LineChartProps = SeriesChartProps;

/** One point per category, padded in from both ends. */
function categoryPoints(categoryIds: string[], innerWidth: number) {
  return scalePoint<string>({ domain: categoryIds, range: [0, innerWidth], padding: chart.bandPadding * 2 });
}

/** One line per series across the categories (a trend over days or months), with a legend that hides and shows series. */
export function LineChart(props: LineChartProps) {
  const { data } = props;

  function renderLines(marks: SeriesMarksContext) {
    const { categoryScale, valueScale, innerHeight, shown, colorOf, axes, activeTipId, showTip } = marks;
    const step = categoryScale.step();
    const xOf = (datum: CategoryDatum) => categoryScale(datum.id) ?? 0;
    const activeDatum = data.find((datum) => datum.id === activeTipId);
    return (
      <>
        {axes}
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
      </>
    );
  }

  return <SeriesChart {...props} scaleCategories={categoryPoints} renderMarks={renderLines} />;
}
