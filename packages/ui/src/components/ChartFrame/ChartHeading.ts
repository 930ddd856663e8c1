import styled from 'styled-components';
import { vars } from '../../theme/vars.ts';

/**
 * A chart's title, shared by the chart (ChartFrame) and its placeholder (ChartPlaceholder), so both are the same
 * height. A module of its own: the placeholder renders before the charts' code arrives.
 */
export const StyledChartHeading = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
`;

/** The heading element of each level a chart's title takes in the page outline. */
export const chartHeadingTags = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;
