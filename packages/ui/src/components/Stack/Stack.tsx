import type { ComponentPropsWithRef, ElementType } from 'react';
import styled from 'styled-components';
import type { space } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.ts';

export type StackDirection = 'column' | 'row';
export type StackGap = keyof typeof space;
/** `align-items`; `stretch`, the default, renders as a flex container with none set. */
export type StackAlign = 'stretch' | 'flex-start' | 'center' | 'flex-end' | 'baseline';
/** `justify-content`; `flex-start`, the default, renders as a flex container with none set. */
export type StackJustify = 'flex-start' | 'center' | 'flex-end' | 'space-between';

interface StackOwnProps {
  /** `column` lays the children out top to bottom, `row` side by side. */
  direction?: StackDirection;
  /** Space between the children, as a key of the spacing scale. */
  gap?: StackGap;
  /** Alignment across the direction (`align-items`). */
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

interface StyledStackProps {
  $direction: StackDirection;
  $gap: StackGap;
  $align: StackAlign;
  $justify: StackJustify;
  $wrap: boolean;
}

// Transient ($) props style the element without reaching the DOM. Every declaration is written, the defaults
// included: they render as the flex container's initial values, and one template without branches stays small in
// the routes' bundles.
const StyledStack = styled.div<StyledStackProps>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align }) => $align};
  justify-content: ${({ $justify }) => $justify};
  gap: ${({ $gap }) => vars.space[$gap]};
`;

/** Lays its children out in a column or a row, spaced by a token of the spacing scale. */
export function Stack<E extends ElementType = 'div'>({
  as,
  direction = 'column',
  gap = 0,
  align = 'stretch',
  justify = 'flex-start',
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
