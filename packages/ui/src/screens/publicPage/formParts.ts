import styled from 'styled-components';
import { vars } from '../../theme/vars.ts';

// Formik-free on purpose: the sign-in form uses these too and stays out of formik (ADR 0014).

/** The line under a public form card's heading, pulled up towards it. */
export const StyledFormSubtitle = styled.p`
  margin: calc(-1 * ${vars.space[4]}) 0 0;
  color: ${vars.color.textMuted};
`;

/** The public forms' column of fields and submit button. */
export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** What every email input sets beside its label: the email keyboard, no capitals, no spelling marks. */
export const emailInputProps = {
  type: 'email',
  inputMode: 'email',
  autoCapitalize: 'off',
  spellCheck: false,
} as const;
