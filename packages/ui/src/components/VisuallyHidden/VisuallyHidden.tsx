import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/vars.ts';

export interface VisuallyHiddenProps extends ComponentPropsWithoutRef<'span'> {
  /** The element to render: a span, or a div where it holds block content. */
  as?: 'span' | 'div';
}

const StyledVisuallyHidden = styled.span`
  position: absolute;
  width: ${vars.size.hairline};
  height: ${vars.size.hairline};
  margin: calc(-1 * ${vars.size.hairline});
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text for assistive technology only: read aloud, not shown. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <StyledVisuallyHidden {...props} />;
}
