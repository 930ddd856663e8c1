import styled from 'styled-components';
import { vars } from '../../theme/vars.ts';

/** Text for assistive technology only: read aloud, not shown. */
export const VisuallyHidden = styled.span`
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
