import styled from 'styled-components';
import { vars } from '../../theme/vars.ts';
import { chartHeadingTags, StyledChartHeading } from '../ChartFrame/ChartHeading.ts';
import type { ChartHeadingLevel } from '../ChartFrame/index.ts';

export interface ChartPlaceholderProps {
  /** The chart's title, shown as the chart will show it. */
  title: string;
  /** Level of the title in the page outline, as the chart's. */
  headingLevel?: ChartHeadingLevel;
  /** Height of the chart's plot in px. */
  plotHeight: number;
}

// Written out rather than Stack: the report screens load this, and their routes are less than Stack's chunk
// (0.35 KB gzipped) under their 200 KB bundle budget (npm run bench:bundle).
const StyledPlaceholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

/** One line of legend entries (ChartLegend), as the legend of a chart is on a phone and wider. */
const StyledLegendLine = styled.div`
  min-height: ${vars.size.controlSm};
`;

// The height goes into the class rather than a style attribute: the page's Content-Security-Policy blocks style
// attributes in the markup the server draws (ADR 0021, 0045), which left the area without its height until the app
// drew the page again.
const StyledPlotArea = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.border};
`;

/**
 * What a chart shows while its data or its code is on the way: the chart's title, the legend's line and the
 * plot's area at their final sizes, so nothing below moves when the chart is drawn.
 */
export function ChartPlaceholder({ title, headingLevel = 3, plotHeight }: ChartPlaceholderProps) {
  return (
    <StyledPlaceholder aria-busy="true">
      <StyledChartHeading as={chartHeadingTags[headingLevel]}>{title}</StyledChartHeading>
      <StyledLegendLine aria-hidden="true" />
      <StyledPlotArea aria-hidden="true" $height={plotHeight} />
    </StyledPlaceholder>
  );
}
