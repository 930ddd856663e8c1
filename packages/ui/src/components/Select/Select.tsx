import { useId, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../icons/index.ts';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { FieldError, FieldHint, FieldLabel, StyledFieldStack, fieldDescription } from '../Field/index.ts';

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
    ${focusRing()}
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
  const { hintId, errorId, describedBy } = fieldDescription(selectId, { hint, error });

  return (
    <StyledFieldStack>
      <FieldLabel htmlFor={selectId} required={required}>
        {label}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
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
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </StyledFieldStack>
  );
}
