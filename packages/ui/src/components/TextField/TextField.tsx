import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { FieldError, FieldHint, FieldLabel, StyledFieldStack, fieldDescription } from '../Field/index.ts';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** Visible label and accessible name of the input. */
  label: string;
  /** Help shown under the label and read after it. */
  hint?: string;
  /** Error message; marks the input invalid and is read with it. */
  error?: string;
  /** Marks the field as required for the browser and assistive technology and shows an asterisk. */
  required?: boolean;
  /** Something inside the field after the text, such as the show-password button. */
  endAdornment?: ReactNode;
}

const StyledControl = styled.div`
  display: flex;
  align-items: center;
  min-height: ${vars.size.controlMd};
  border: ${vars.size.borderWidth} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  transition: border-color ${vars.duration.fast} ${vars.easing.standard};

  &:has(input:focus-visible) {
    ${focusRing()}
  }

  &[data-invalid] {
    border-color: ${vars.color.errorText};
  }

  &[data-disabled] {
    background: ${vars.color.surfaceMuted};
  }

  & > button {
    margin-inline-end: ${vars.space[1]};
  }
`;

const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: inherit;
  background: transparent;
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text};

  &:focus {
    outline: none;
  }

  &:disabled {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

/** A labelled single-line text input with optional hint and error message. */
export function TextField({
  label,
  hint,
  error,
  required = false,
  endAdornment,
  id,
  type = 'text',
  disabled,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const { hintId, errorId, describedBy } = fieldDescription(inputId, { hint, error });

  return (
    <StyledFieldStack>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <StyledControl data-invalid={error ? '' : undefined} data-disabled={disabled ? '' : undefined}>
        <StyledInput
          {...inputProps}
          id={inputId}
          type={type}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {endAdornment}
      </StyledControl>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </StyledFieldStack>
  );
}
