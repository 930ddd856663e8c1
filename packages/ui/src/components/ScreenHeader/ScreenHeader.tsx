import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/vars.ts';

export type ScreenTitleLeading = 'tight' | 'normal';

export interface ScreenTitleProps {
  /** The screen's name. */
  children: ReactNode;
  /** Line height: `tight` (default) or the body text's `normal`. */
  leading?: ScreenTitleLeading;
}

export interface ScreenHeaderProps {
  /** The screen's name, shown as its h1. */
  title: string;
  /** Line height of the title; see ScreenTitle. */
  titleLeading?: ScreenTitleLeading;
  /** Controls at the end of the row, such as a search box or a switch; they wrap below the title when space is short. */
  children?: ReactNode;
}

const StyledTitle = styled.h1<{ $leading: ScreenTitleLeading }>`
  margin: 0;
  font-size: ${vars.fontSize.xxl};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${({ $leading }) => vars.lineHeight[$leading]};
  color: ${vars.color.text};
`;

// Written out rather than Stack: the report screens load this, and their routes are less than Stack's chunk
// (0.35 KB gzipped) under their 200 KB bundle budget (npm run bench:bundle).
const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
`;

/** The h1 that names a client screen. */
export function ScreenTitle({ children, leading = 'tight' }: ScreenTitleProps) {
  return <StyledTitle $leading={leading}>{children}</StyledTitle>;
}

/** The top row of a client screen: its title, and its controls at the other end. */
export function ScreenHeader({ title, titleLeading, children }: ScreenHeaderProps) {
  return (
    <StyledHeader>
      <ScreenTitle leading={titleLeading}>{title}</ScreenTitle>
      {children}
    </StyledHeader>
  );
}
