import { useId, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { ErrorIcon } from '../../icons/index.ts';
import { vars } from '../../theme/vars.ts';

/** One choice of a Select. */
export interface SelectOption {
  /** What `onChange` receives and the form submits. */
  value: string;
  /** What the person reads. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'onChange' | 'multiple'> {
  /** Visible label and accessible name of the select. */
  label: string;
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /** Called with the chosen value. */
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** A first, empty choice such as "Choose a country"; selected while there is no value. */
  placeholder?: string;
  /** Help shown under the label and read after it. */
  hint?: string;
  /** Error message; marks the select invalid and is read with it. */
  error?: string;
  /** Marks the field as required for the browser and assistive technology and shows an asterisk. */
  required?: boolean;
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
  position: relative;
  display: flex;
  align-items: center;
  color: ${vars.color.textMuted};

  & > svg {
    position: absolute;
    inset-inline-end: ${vars.space[3]};
    font-size: ${vars.size.iconSm};
    pointer-events: none;
  }
`;

const StyledSelect = styled.select`
  flex: 1;
  min-width: 0;
  min-height: ${vars.size.controlMd};
  padding: ${vars.space[2]} ${vars.space[10]} ${vars.space[2]} ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text};
  appearance: none;
  cursor: pointer;

  &:focus-visible {
    outline: ${vars.size.focusRing} solid ${vars.color.focus};
    outline-offset: ${vars.size.focusOffset};
  }

  &:has(option[value='']:checked) {
    color: ${vars.color.textMuted};
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.errorText};
  }

  &:disabled {
    background: ${vars.color.surfaceMuted};
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

function ChevronDownIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/** A labelled native select, styled like the other fields; the browser's own list keeps it accessible everywhere. */
export function Select({
  label,
  options,
  onChange,
  placeholder,
  hint,
  error,
  required = false,
  id,
  ...selectProps
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <StyledField>
      <StyledLabelRow>
        <StyledLabel htmlFor={selectId}>{label}</StyledLabel>
        {required && <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark>}
      </StyledLabelRow>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      <StyledControl>
        <StyledSelect
          {...selectProps}
          id={selectId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange?.(event.target.value, event)}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
        <ChevronDownIcon />
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
