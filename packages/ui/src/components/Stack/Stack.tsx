import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';
import type { space } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.ts';

export type StackDirection = 'column' | 'row';
export type StackGap = keyof typeof space;
export type StackAlign = 'start' | 'center' | 'end' | 'baseline' | 'stretch';
export type StackJustify = 'start' | 'center' | 'end' | 'between';

interface StackOwnProps {
  /** `column` lays the children out top to bottom, `row` side by side. */
  direction?: StackDirection;
  /** Space between the children, as a key of the spacing scale. */
  gap?: StackGap;
  /** Alignment across the direction (`align-items`); unset, the children stretch. */
  align?: StackAlign;
  /** Distribution along the direction (`justify-content`). */
  justify?: StackJustify;
  /** Lets the children wrap onto more lines when they do not fit. */
  wrap?: boolean;
}

export type StackProps<E extends ElementType = 'div'> = StackOwnProps & {
  /** The element to render, such as `form`, `section` or `span`; a `div` by default. */
  as?: E;
} & Omit<ComponentPropsWithRef<E>, keyof StackOwnProps | 'as'>;

const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;

const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

interface StyledStackProps {
  $direction: StackDirection;
  $gap?: StackGap;
  $align?: StackAlign;
  $justify?: StackJustify;
  $wrap?: boolean;
}

// Transient ($) props style the element without reaching the DOM; unset props write no declaration at all.
const StyledStack = styled.div<StyledStackProps>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  ${({ $wrap }) => ($wrap ? 'flex-wrap: wrap;' : '')}
  ${({ $align }) => ($align ? `align-items: ${alignItems[$align]};` : '')}
  ${({ $justify }) => ($justify ? `justify-content: ${justifyContent[$justify]};` : '')}
  ${({ $gap }) => ($gap === undefined ? '' : `gap: ${vars.space[$gap]};`)}
`;

/** Lays its children out in a column or a row, spaced by a token of the spacing scale. */
export function Stack<E extends ElementType = 'div'>({
  as,
  direction = 'column',
  gap,
  align,
  justify,
  wrap = false,
  ...rest
}: StackProps<E>) {
  return (
    <StyledStack
      as={as as ElementType | undefined}
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      {...rest}
    />
  );
}
