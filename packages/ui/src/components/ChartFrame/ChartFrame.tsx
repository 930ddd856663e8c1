import { startTransition, useId, useLayoutEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Tooltip, useTooltip } from '@visx/tooltip';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { chart } from '../../theme/tokens.ts';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { chartHeadingTags, StyledChartHeading } from './ChartHeading.ts';
import type { ChartTable, ChartTip } from './chartTypes.ts';

export type ChartHeadingLevel = 2 | 3 | 4;

/** What a chart draws inside the frame, for the width the frame measured. */
export interface ChartPlot {
  /** The SVG elements of the plot. */
  content: ReactNode;
  /** The marks that show a tooltip, in the order the arrow keys visit them. */
  tips: readonly ChartTip[];
}

/** What the frame tells a chart when it asks for the plot. */
export interface ChartPlotContext {
  /** Width of the plot in px: the container's, or the fallback before it is measured. */
  width: number;
  /** Height of the plot in px. */
  height: number;
  /** Id of the mark whose tooltip is open. */
  activeTipId: string | undefined;
  /** Opens the tooltip of a mark (on pointer hover). */
  showTip: (id: string) => void;
  /** Closes the tooltip. */
  hideTip: () => void;
}

export interface ChartFrameProps {
  /** The chart's visible title, also the accessible name of the picture and of its data table. */
  title: string;
  /** Level of the title in the page outline. */
  headingLevel?: ChartHeadingLevel;
  /** Height of the plot in px. */
  height: number;
  /** There is nothing to plot: "No data for the selected period." replaces the chart. */
  empty?: boolean;
  /** The data is loading: a placeholder replaces the chart. */
  loading?: boolean;
  /** Loading failed: an error with a retry button replaces the chart. */
  error?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** The legend, shown between the title and the plot. */
  legend?: ReactNode;
  /** The numbers of the chart, read by screen readers in place of the picture. */
  table: ChartTable;
  /** Draws the plot for the measured width. */
  renderPlot: (context: ChartPlotContext) => ChartPlot;
}

const StyledFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  width: 100%;
  min-width: 0;
  margin: 0;
`;

const StyledPlot = styled.div`
  position: relative;
  width: 100%;
`;

const StyledSvg = styled.svg`
  display: block;
  overflow: visible;
  font-family: inherit;

  &:focus {
    outline: none;
  }

  &:focus-visible {
    ${focusRing()}
    border-radius: ${vars.radius.sm};
  }

  & .visx-axis-line,
  & .visx-axis-tick line {
    stroke: ${vars.color.borderStrong};
  }

  & .visx-axis-tick text {
    fill: ${vars.color.textMuted};
    font-size: ${vars.fontSize.xs};
  }

  & .visx-rows line {
    stroke: ${vars.color.border};
  }

  & [data-active] {
    stroke: ${vars.color.text};
    stroke-width: ${vars.size.focusRing};
  }
`;

const StyledTooltip = styled(Tooltip)`
  z-index: ${vars.zIndex.overlay};
  min-width: max-content;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.text};
  color: ${vars.color.textInverse};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.snug};
  transform: translate(-50%, calc(-100% - ${vars.space[2]}));
  pointer-events: none;

  &[data-edge='start'] {
    transform: translate(0, calc(-100% - ${vars.space[2]}));
  }

  &[data-edge='end'] {
    transform: translate(-100%, calc(-100% - ${vars.space[2]}));
  }
`;

/** Share of the width near each side where a tooltip grows inwards, so it stays inside the plot. */
const tooltipEdge = 0.2;

const StyledTipHeading = styled.p`
  margin: 0 0 ${vars.space[1]};
  font-weight: ${vars.fontWeight.semibold};
`;

const StyledTipLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;

  & > span:last-child {
    margin-inline-start: auto;
    padding-inline-start: ${vars.space[3]};
    font-variant-numeric: tabular-nums;
    font-weight: ${vars.fontWeight.semibold};
  }
`;

const StyledTipSwatch = styled.span`
  width: ${vars.space[2]};
  height: ${vars.space[2]};
  border: ${vars.size.hairline} solid ${vars.color.textInverse};
  border-radius: ${vars.radius.pill};
`;

/**
 * The width of an element, as the browser lays it out; `fallback` where it cannot be measured (test DOMs). The first
 * width arrives with the observer's first notice, after the browser's own layout, and the plot it lets the chart draw
 * renders in a transition: React draws it in slices, so the commit that shows a chart is not also the one task that
 * lays out the page and draws every plot in it (up to 300 ms on a slow phone). Later resizes are applied before the
 * browser paints, so a chart never shows a frame at its old width, and screenshots taken right after a resize are
 * deterministic. `measured` is false until that first width: a chart draws its plot once, at its width (ADR 0048).
 */
function useMeasuredWidth(fallback: number) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [measuredWidth, setWidth] = useState<number>();
  const measured = measuredWidth !== undefined || typeof ResizeObserver === 'undefined';
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    let first = true;
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width ?? 0;
      const width = measured > 0 ? measured : fallback;
      if (first) startTransition(() => setWidth(width));
      else flushSync(() => setWidth(width));
      first = false;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, fallback]);
  return { ref: setElement, width: measuredWidth ?? fallback, measured };
}

/** The index of the mark an arrow, Home or End key moves to; undefined for other keys. */
export function tipIndexAfterKey(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** The text of a tooltip, for the live region that reads it to keyboard users. */
function tipText(tip: ChartTip): string {
  return [tip.heading, ...tip.lines.map((line) => `${line.label}: ${line.value}`)].join(', ');
}

/**
 * What every chart stands in: a title, the legend, the picture (an image named by the title that shows a
 * tooltip on hover and, from the keyboard, with the arrow keys) and a visually hidden table of its numbers.
 * Loading, error and empty states replace the picture.
 */
export function ChartFrame({
  title,
  headingLevel = 3,
  height,
  empty = false,
  loading = false,
  error = false,
  onRetry,
  legend,
  table,
  renderPlot,
}: ChartFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { tooltipOpen, tooltipData, showTooltip, hideTooltip } = useTooltip<string>();
  const [fromKeyboard, setFromKeyboard] = useState(false);
  const { ref: plotRef, width, measured } = useMeasuredWidth(chart.fallbackWidth);
  // Busy while the plot waits for its width: assistive technologies, and screenshots, wait for the picture.
  const drawing = !measured && !error && !loading && !empty;

  function body() {
    if (error) return <ErrorState onRetry={onRetry} />;
    if (loading) return <Skeleton shape="block" />;
    if (empty) return <EmptyState />;
    const activeTipId = tooltipOpen ? tooltipData : undefined;
    const plot = measured
      ? renderPlot({
          width,
          height,
          activeTipId,
          showTip: (id) => {
            setFromKeyboard(false);
            showTooltip({ tooltipData: id });
          },
          hideTip: hideTooltip,
        })
      : { content: null, tips: [] };
    const activeIndex = plot.tips.findIndex((tip) => tip.id === activeTipId);
    const activeTip = plot.tips[activeIndex];

    function handleKeyDown(event: KeyboardEvent<SVGSVGElement>) {
      if (event.key === 'Escape') {
        hideTooltip();
        return;
      }
      const next = tipIndexAfterKey(event.key, activeIndex, plot.tips.length);
      const tip = next === undefined ? undefined : plot.tips[next];
      if (!tip) return;
      event.preventDefault();
      setFromKeyboard(true);
      showTooltip({ tooltipData: tip.id });
    }

    return (
      <>
        {legend}
        <StyledPlot ref={plotRef}>
          <StyledSvg
            role="img"
            aria-labelledby={titleId}
            tabIndex={0}
            width={measured ? width : '100%'}
            height={height}
            onKeyDown={handleKeyDown}
            onFocus={() => {
              const first = plot.tips[0];
              if (!first || activeTip) return;
              setFromKeyboard(true);
              showTooltip({ tooltipData: first.id });
            }}
            onBlur={hideTooltip}
            onMouseLeave={() => {
              if (!fromKeyboard) hideTooltip();
            }}
          >
            {plot.content}
          </StyledSvg>
          {activeTip && (
            <StyledTooltip
              left={activeTip.left}
              top={activeTip.top}
              offsetLeft={0}
              offsetTop={0}
              unstyled
              applyPositionStyle
              aria-hidden="true"
              data-edge={
                activeTip.left < width * tooltipEdge
                  ? 'start'
                  : activeTip.left > width * (1 - tooltipEdge)
                    ? 'end'
                    : undefined
              }
            >
              <StyledTipHeading>{activeTip.heading}</StyledTipHeading>
              {activeTip.lines.map((line) => (
                <StyledTipLine key={line.id}>
                  <StyledTipSwatch style={{ background: line.color }} />
                  <span>{line.label}</span>
                  <span>{line.value}</span>
                </StyledTipLine>
              ))}
            </StyledTooltip>
          )}
          <VisuallyHidden role="status">{activeTip && fromKeyboard ? tipText(activeTip) : ''}</VisuallyHidden>
        </StyledPlot>
        <VisuallyHidden as="div">
          <table>
            <caption>{t('charts.dataTable', { title })}</caption>
            <thead>
              <tr>
                {table.headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.heading}</th>
                  {row.cells.map((cell, index) => (
                    <td key={table.headers[index + 1] ?? index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      </>
    );
  }

  return (
    <StyledFigure aria-labelledby={titleId} aria-busy={drawing || undefined}>
      <StyledChartHeading as={chartHeadingTags[headingLevel]} id={titleId}>
        {title}
      </StyledChartHeading>
      {body()}
    </StyledFigure>
  );
}
