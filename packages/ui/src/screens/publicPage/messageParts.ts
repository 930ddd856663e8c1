import styled from 'styled-components';
import { vars } from '../../theme/vars.ts';

/** A public page's explanation paragraphs, muted and close together. */
export const StyledMessageText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  color: ${vars.color.textMuted};

  & p {
    margin: 0;
  }
`;
