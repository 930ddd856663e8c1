import { useId, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';

export interface SwitchProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'role' | 'children' | 'onChange' | 'checked'
> {
  /** Visible label and accessible name: what the switch turns on, such as "Show blocked licences". */
  label: string;
  /** Whether the switch is on; leave undefined (with `defaultChecked`) for an uncontrolled switch. */
  checked?: boolean;
  /** Called with the new state when the person flips the switch. */
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Greys the switch out and ignores presses. */
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

const StyledTrack = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  width: ${vars.size.controlMd};
  height: ${vars.size.iconLg};
  padding: 0 ${vars.space[1]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.borderStrong};
  transition: background-color ${vars.duration.fast} ${vars.easing.standard};

  &::after {
    content: '';
    width: ${vars.size.iconSm};
    height: ${vars.size.iconSm};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.sm};
    transition: transform ${vars.duration.fast} ${vars.easing.standard};
  }
`;

const StyledInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;

  &:checked + ${StyledTrack} {
    background: ${vars.color.primary};
  }

  &:checked + ${StyledTrack}::after {
    transform: translateX(calc(${vars.size.controlMd} - ${vars.size.iconSm} - 2 * ${vars.space[1]}));
  }

  &:focus-visible + ${StyledTrack} {
    ${focusRing()}
  }

  &:disabled + ${StyledTrack} {
    background: ${vars.color.border};
  }

  &:disabled:checked + ${StyledTrack} {
    background: ${vars.color.textDisabled};
  }
`;

const StyledControl = styled.span`
  position: relative;
  display: inline-flex;
`;

/** An on/off switch that takes effect at once, such as a filter or a setting. */
export function Switch({ label, checked, onChange, disabled = false, id, ...inputProps }: SwitchProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <StyledLabel htmlFor={inputId} data-disabled={disabled || undefined}>
      <StyledControl>
        <StyledInput
          {...inputProps}
          id={inputId}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange?.(event.target.checked, event)}
        />
        <StyledTrack aria-hidden="true" />
      </StyledControl>
      {label}
    </StyledLabel>
  );
}
