import { useId, useLayoutEffect, useRef, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';

export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'children' | 'onChange' | 'checked' | 'ref'
> {
  /** Visible label and accessible name of the checkbox. */
  label: string;
  /** Whether the box is ticked; leave undefined (with `defaultChecked`) for an uncontrolled checkbox. */
  checked?: boolean;
  /** Shows a "some but not all" state, as a "select all" box over a partly selected list. */
  indeterminate?: boolean;
  /** Called with the new state when the person ticks or unticks the box. */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Greys the checkbox out and ignores presses. */
  disabled?: boolean;
}

const StyledLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.text};
  cursor: pointer;

  &[data-disabled] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

const StyledInput = styled.input`
  flex: none;
  width: ${vars.size.iconSm};
  height: ${vars.size.iconSm};
  margin: 0;
  accent-color: ${vars.color.primary};
  cursor: inherit;

  &:focus-visible {
    ${focusRing()}
  }
`;

/** A labelled checkbox for choices that are saved or applied together, such as a list of options. */
export function Checkbox({
  label,
  checked,
  indeterminate = false,
  onChange,
  disabled = false,
  id,
  ...inputProps
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);

  // `indeterminate` exists only as a DOM property, not as an attribute.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <StyledLabel htmlFor={inputId} data-disabled={disabled || undefined}>
      <StyledInput
        {...inputProps}
        ref={inputRef}
        id={inputId}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked, event)}
      />
      {label}
    </StyledLabel>
  );
}
