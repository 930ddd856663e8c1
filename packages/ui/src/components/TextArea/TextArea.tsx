import { useId, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { FieldError, FieldHint, FieldLabel, StyledFieldStack, fieldDescription } from '../Field/index.ts';
import { Stack } from '../Stack/index.ts';

export type TextAreaCounterTone = 'normal' | 'warning' | 'limit';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children' | 'maxLength'> {
  /** Visible label and accessible name of the text area. */
  label: string;
  /** Most characters allowed; typing stops there and the counter turns into an error. */
  max: number;
  /** Length above which the counter warns that the limit is near; no warning when omitted. */
  warnAbove?: number;
  /** Help shown under the label and read after it. */
  hint?: string;
  /** Error message; marks the text area invalid and is read with it. */
  error?: string;
  /** Marks the field as required for the browser and assistive technology and shows an asterisk. */
  required?: boolean;
}

/** How close a text of `length` characters is to `max`. */
export function counterTone(length: number, max: number, warnAbove?: number): TextAreaCounterTone {
  if (length >= max) return 'limit';
  if (warnAbove !== undefined && length > warnAbove) return 'warning';
  return 'normal';
}

const StyledTextArea = styled.textarea`
  min-height: calc(${vars.size.controlLg} * 2);
  padding: ${vars.space[2]} ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text};
  resize: vertical;

  &:focus-visible {
    ${focusRing()}
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

const StyledCounter = styled.p`
  margin: 0 0 0 auto;
  flex: none;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.textMuted};

  &[data-tone='warning'] {
    color: ${vars.color.feedback.warning.text};
    font-weight: ${vars.fontWeight.medium};
  }

  &[data-tone='limit'] {
    color: ${vars.color.errorText};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/** A labelled multi-line text input with a character counter that warns near the limit and stops at it. */
export function TextArea({
  label,
  max,
  warnAbove,
  hint,
  error,
  required = false,
  id,
  value,
  defaultValue,
  onChange,
  ...textAreaProps
}: TextAreaProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const textAreaId = id ?? generatedId;
  const counterId = `${textAreaId}-counter`;
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined ? uncontrolledLength : String(value).length;
  const tone = counterTone(length, max, warnAbove);
  const shownError = error ?? (tone === 'limit' ? t('textArea.limitReached', { max }) : undefined);
  const { hintId, errorId, describedBy } = fieldDescription(textAreaId, { hint, error: shownError }, counterId);

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <StyledFieldStack>
      <FieldLabel htmlFor={textAreaId} required={required}>
        {label}
      </FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <StyledTextArea
        {...textAreaProps}
        id={textAreaId}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        maxLength={max}
        required={required}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
      />
      <Stack direction="row" gap={2} align="flex-start" justify="space-between">
        {shownError && <FieldError id={errorId}>{shownError}</FieldError>}
        <StyledCounter id={counterId} data-tone={tone}>
          {t('textArea.counter', { length, max })}
        </StyledCounter>
      </Stack>
    </StyledFieldStack>
  );
}
