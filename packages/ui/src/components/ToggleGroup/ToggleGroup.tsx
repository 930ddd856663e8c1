import { useId } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { StyledFieldLabelText, StyledFieldStack } from '../Field/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

/** One choice of a ToggleGroup. */
export interface ToggleGroupOption<Value extends string = string> {
  /** What `onChange` receives. */
  value: Value;
  /** The choice's visible text and accessible name. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export type ToggleGroupSize = 'sm' | 'md';

export interface ToggleGroupProps<Value extends string = string> {
  /** Accessible name of the group, such as "Density". */
  label: string;
  /** Shows the label above the group; by default it is only read by assistive technology. */
  showLabel?: boolean;
  /** The choices, in the order shown. */
  options: readonly ToggleGroupOption<Value>[];
  /** The chosen value. */
  value: Value;
  /** Called with the value the person chooses. */
  onChange: (value: Value) => void;
  /** Height of the segments. */
  size?: ToggleGroupSize;
  /** Greys the whole group out. */
  disabled?: boolean;
  /** Name of the radio inputs in a form; generated when omitted. */
  name?: string;
}

const StyledGroup = styled.div`
  display: inline-flex;
  align-self: flex-start;
  padding: ${vars.space[1]};
  gap: ${vars.space[1]};
  border: ${vars.size.borderWidth} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
`;

const StyledSegment = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: calc(${vars.size.controlMd} - 2 * ${vars.space[1]} - 2 * ${vars.size.borderWidth});
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.textMuted};
  white-space: nowrap;
  cursor: pointer;

  &[data-size='sm'] {
    min-height: calc(${vars.size.controlSm} - 2 * ${vars.space[1]} - 2 * ${vars.size.borderWidth});
    padding: 0 ${vars.space[2]};
    font-size: ${vars.fontSize.xs};
  }

  &:hover:not([data-disabled]) {
    color: ${vars.color.text};
  }

  &:has(input:checked) {
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.sm};
    color: ${vars.color.link};
    font-weight: ${vars.fontWeight.semibold};
  }

  &:has(input:focus-visible) {
    ${focusRing()}
  }

  &[data-disabled],
  &[data-disabled]:has(input:checked) {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }

  & > input {
    position: absolute;
    opacity: 0;
    width: ${vars.size.hairline};
    height: ${vars.size.hairline};
    margin: 0;
    pointer-events: none;
  }
`;

/**
 * A single choice among a few, shown as segments (density, chart type). It is a radio group: Tab enters at the
 * chosen segment and the arrow keys move and choose, as the browser does for radio buttons.
 */
export function ToggleGroup<Value extends string>({
  label,
  showLabel = false,
  options,
  value,
  onChange,
  size = 'md',
  disabled = false,
  name,
}: ToggleGroupProps<Value>) {
  const labelId = useId();
  const generatedName = useId();
  const groupName = name ?? generatedName;

  return (
    <StyledFieldStack>
      {showLabel ? (
        <StyledFieldLabelText as="span" id={labelId}>
          {label}
        </StyledFieldLabelText>
      ) : (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      )}
      <StyledGroup role="radiogroup" aria-labelledby={labelId} aria-disabled={disabled || undefined}>
        {options.map((option) => {
          const optionDisabled = disabled || option.disabled === true;
          return (
            <StyledSegment key={option.value} data-size={size} data-disabled={optionDisabled || undefined}>
              <input
                type="radio"
                name={groupName}
                value={option.value}
                checked={option.value === value}
                disabled={optionDisabled}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </StyledSegment>
          );
        })}
      </StyledGroup>
    </StyledFieldStack>
  );
}
