import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorIcon } from '../../icons/index.ts';
import { vars } from '../../theme/vars.ts';

/** The column every labelled control stands in: label, hint, control, messages. */
export const StyledFieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

/** The text style of a field's label, for controls that place their label themselves. */
export const StyledFieldLabelText = styled.label`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
  color: ${vars.color.text};
`;

const StyledLabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${vars.space[1]};
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

export interface FieldLabelProps {
  /** Id of the control the label names. */
  htmlFor: string;
  /** Shows the required asterisk. */
  required?: boolean;
  /** The label text, which is the control's accessible name. */
  children: ReactNode;
}

/** A field's label with the required asterisk beside it. */
export function FieldLabel({ htmlFor, required = false, children }: FieldLabelProps) {
  return (
    <StyledLabelRow>
      <StyledFieldLabelText htmlFor={htmlFor}>{children}</StyledFieldLabelText>
      {/* Outside the label, so the label's text is exactly its name; `required` tells assistive technology. */}
      {required && <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark>}
    </StyledLabelRow>
  );
}

export interface FieldMessageProps {
  /** Id the control's `aria-describedby` points at. */
  id: string;
  /** The message. */
  children: ReactNode;
}

/** Help under the label, read after the control's name. */
export function FieldHint({ id, children }: FieldMessageProps) {
  return <StyledHint id={id}>{children}</StyledHint>;
}

/** The message that makes a field invalid, with its icon. */
export function FieldError({ id, children }: FieldMessageProps) {
  return (
    <StyledError id={id}>
      <ErrorIcon />
      {children}
    </StyledError>
  );
}

/** Ids of a control's hint and error, and its `aria-describedby` (error first, then hint, then any extra ids). */
export function fieldDescription(controlId: string, shown: { hint?: unknown; error?: unknown }, ...extraIds: string[]) {
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const ids = [shown.error ? errorId : undefined, shown.hint ? hintId : undefined, ...extraIds].filter(Boolean);
  return { hintId, errorId, describedBy: ids.length > 0 ? ids.join(' ') : undefined };
}
