import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { toneRules } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The short status text, such as "Active" or "Blocked"; the colour only repeats what it says. */
  children: ReactNode;
  /** Colour of the pill by meaning. */
  tone?: BadgeTone;
}

const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: 0 ${vars.space[2]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.normal};
  white-space: nowrap;

  &::before {
    content: '';
    width: ${vars.space[2]};
    height: ${vars.space[2]};
    border-radius: ${vars.radius.pill};
    background: currentColor;
  }

  ${toneRules({ success: 'success', warning: 'warning', danger: 'error', info: 'info' })}
`;

/** A status pill, such as a licence's "Active" or "Blocked". */
export function Badge({ children, tone = 'neutral', ...rest }: BadgeProps) {
  return (
    <StyledBadge {...rest} data-tone={tone}>
      {children}
    </StyledBadge>
  );
}
