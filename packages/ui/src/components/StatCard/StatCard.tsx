import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

export type StatCardTrend = 'up' | 'down' | 'flat';

export interface StatCardProps {
  /** What the number counts, such as "Rides this month"; it names the card. */
  label: string;
  /** The figure, already formatted for the reader. */
  value: ReactNode;
  /** A short line under the figure, such as "since 1 May"; a `<Skeleton />` while it loads keeps its line. */
  hint?: ReactNode;
  /** Direction of the figure against the previous period; shown as an arrow and read as a word. */
  trend?: StatCardTrend;
}

const StyledStatCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
`;

const StyledLabel = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.textMuted};
`;

// The figure and the hint keep a line's height whatever they hold, so that a skeleton standing in for them while
// they load takes the room they will take: nothing below moves when they arrive.
const StyledValue = styled.p`
  min-height: calc(${vars.fontSize.display} * ${vars.lineHeight.tight});
  align-content: center;
  margin: 0;
  font-size: ${vars.fontSize.display};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};
  font-variant-numeric: tabular-nums;
`;

const StyledFooter = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: calc(${vars.fontSize.sm} * ${vars.lineHeight.normal});
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

const StyledTrend = styled.span`
  font-weight: ${vars.fontWeight.semibold};

  &[data-trend='up'] {
    color: ${vars.color.feedback.success.text};
  }
  &[data-trend='down'] {
    color: ${vars.color.feedback.error.text};
  }
`;

const arrows: Record<StatCardTrend, string> = { up: '▲', down: '▼', flat: '▬' };

/** One key figure with its label, for dashboard cards (tickets total, rides of the month, ...). */
export function StatCard({ label, value, hint, trend }: StatCardProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hasFooter = trend !== undefined || (hint !== undefined && hint !== null);
  return (
    <StyledStatCard role="group" aria-labelledby={labelId}>
      <StyledLabel id={labelId}>{label}</StyledLabel>
      <StyledValue>{value}</StyledValue>
      {hasFooter && (
        <StyledFooter>
          {trend !== undefined && (
            <StyledTrend data-trend={trend}>
              <span aria-hidden="true">{arrows[trend]}</span>
              <VisuallyHidden>{t(`statCard.${trend}`)}</VisuallyHidden>
            </StyledTrend>
          )}
          {hint}
        </StyledFooter>
      )}
    </StyledStatCard>
  );
}
