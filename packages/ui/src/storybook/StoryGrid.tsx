import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../theme/vars.ts';

const StyledGrid = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
`;

const StyledRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const StyledRowLabel = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledCells = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[4]};

  &[data-stack] {
    flex-direction: column;
    align-items: stretch;
    max-width: ${vars.size.formWidth};
  }
`;

export interface StoryGridProps {
  /** The rows of the matrix. */
  children: ReactNode;
}

/** Lays out the rows of a matrix story (every variant and state of a component). */
export function StoryGrid({ children }: StoryGridProps) {
  return <StyledGrid>{children}</StyledGrid>;
}

export interface StoryRowProps {
  /** What the row shows, such as a variant name. */
  label: string;
  /** The examples in the row. */
  children: ReactNode;
  /** Stacks the examples vertically, for form fields. */
  stack?: boolean;
}

/** One labelled row of a matrix story. */
export function StoryRow({ label, children, stack = false }: StoryRowProps) {
  return (
    <StyledRow>
      <StyledRowLabel>{label}</StyledRowLabel>
      <StyledCells data-stack={stack || undefined}>{children}</StyledCells>
    </StyledRow>
  );
}
