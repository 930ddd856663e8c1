import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorIcon } from '../../icons/index.ts';
import { vars } from '../../theme/vars.ts';

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

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

const StyledLabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${vars.space[1]};
`;

const StyledLabel = styled.label`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.text};
`;

const StyledRequiredMark = styled.span`
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.errorText};
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};
`;

const StyledControl = styled.div`
  display: flex;
  align-items: center;
  min-height: ${vars.size.controlMd};
  border: ${vars.size.borderWidth} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  transition: border-color ${vars.duration.fast} ${vars.easing.standard};

  &:has(input:focus-visible) {
    outline: ${vars.size.focusRing} solid ${vars.color.focus};
    outline-offset: ${vars.size.focusOffset};
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

const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[1]};
  margin: 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.errorText};

  & > svg {
    flex: none;
    font-size: ${vars.size.iconSm};
    margin-top: calc((${vars.lineHeight.snug} * 1em - ${vars.size.iconSm}) / 2);
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
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <StyledField>
      <StyledLabelRow>
        <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
        {/* Outside the label, so the label's text is exactly its name; `required` tells assistive technology. */}
        {required && <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark>}
      </StyledLabelRow>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
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
      {error && (
        <StyledError id={errorId}>
          <ErrorIcon />
          {error}
        </StyledError>
      )}
    </StyledField>
  );
}
