import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, vars } from '../../theme/vars.ts';

export type CardPadding = 'md' | 'lg';
export type CardHeadingLevel = 1 | 2 | 3;

export interface CardProps {
  /** The card's content. */
  children: ReactNode;
  /** A heading at the top; it also names the card, which becomes a labelled region. */
  heading?: ReactNode;
  /** Level of the heading in the page outline. */
  headingLevel?: CardHeadingLevel;
  /** Inner spacing: `lg` for a card that is the page's main content. */
  padding?: CardPadding;
}

const StyledCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};

  &[data-padding='lg'] {
    gap: ${vars.space[6]};
    padding: ${vars.space[8]};
  }

  ${media.compact} {
    &[data-padding='lg'] {
      padding: ${vars.space[6]} ${vars.space[5]};
    }
  }
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};

  &[data-level='1'] {
    font-size: ${vars.fontSize.xxl};
    font-weight: ${vars.fontWeight.bold};
  }

  &[data-level='3'] {
    font-size: ${vars.fontSize.lg};
  }
`;

const headingTags = { 1: 'h1', 2: 'h2', 3: 'h3' } as const;

/** A surface that groups related content, optionally under a heading. */
export function Card({ children, heading, headingLevel = 2, padding = 'md' }: CardProps) {
  const headingId = useId();
  const hasHeading = heading !== undefined && heading !== null;
  return (
    <StyledCard
      as={hasHeading ? 'section' : 'div'}
      aria-labelledby={hasHeading ? headingId : undefined}
      data-padding={padding}
    >
      {hasHeading && (
        <StyledHeading as={headingTags[headingLevel]} id={headingId} data-level={headingLevel}>
          {heading}
        </StyledHeading>
      )}
      {children}
    </StyledCard>
  );
}
