import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { SpinnerIcon } from '../../icons/index.ts';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The visible label, which is also the button's accessible name. */
  children: ReactNode;
  /** Visual weight: one `primary` action per view, `danger` for destructive ones. */
  variant?: ButtonVariant;
  /** Height and padding. */
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and ignores presses, while keeping it focusable. */
  loading?: boolean;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /** An icon before the label; decorative, so the label must say everything. */
  icon?: ReactNode;
}

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const StyledButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.controlMd};
  padding: 0 ${vars.space[4]};
  border: ${vars.size.borderWidth} solid transparent;
  border-radius: ${vars.radius.md};
  font-family: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${vars.duration.fast} ${vars.easing.standard},
    border-color ${vars.duration.fast} ${vars.easing.standard},
    color ${vars.duration.fast} ${vars.easing.standard};

  &:focus-visible {
    ${focusRing()}
  }

  &[data-size='sm'] {
    min-height: ${vars.size.controlSm};
    padding: 0 ${vars.space[3]};
    font-size: ${vars.fontSize.xs};
  }

  &[data-size='lg'] {
    min-height: ${vars.size.controlLg};
    padding: 0 ${vars.space[6]};
    font-size: ${vars.fontSize.md};
  }

  &[data-full-width] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  &[data-variant='primary']:hover:not(:disabled, [aria-disabled='true']) {
    background: ${vars.color.primaryHover};
  }
  &[data-variant='primary']:active:not(:disabled, [aria-disabled='true']) {
    background: ${vars.color.primaryActive};
  }

  &[data-variant='secondary'] {
    background: ${vars.color.surface};
    border-color: ${vars.color.borderStrong};
    color: ${vars.color.text};
  }
  &[data-variant='secondary']:hover:not(:disabled, [aria-disabled='true']) {
    background: ${vars.color.surfaceMuted};
  }

  &[data-variant='ghost'] {
    background: transparent;
    color: ${vars.color.link};
  }
  &[data-variant='ghost']:hover:not(:disabled, [aria-disabled='true']) {
    background: ${vars.color.surfaceSelected};
  }

  &[data-variant='danger'] {
    background: ${vars.color.danger};
    color: ${vars.color.onDanger};
  }
  &[data-variant='danger']:hover:not(:disabled, [aria-disabled='true']) {
    background: ${vars.color.dangerHover};
  }
  &[data-variant='danger']:active:not(:disabled, [aria-disabled='true']) {
    background: ${vars.color.dangerActive};
  }

  &:disabled {
    background: ${vars.color.surfaceMuted};
    border-color: ${vars.color.border};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  font-size: ${vars.size.iconSm};

  [data-size='lg'] > & {
    font-size: ${vars.size.iconMd};
  }

  &[data-spinning] svg {
    animation: ${spin} ${vars.duration.spinner} linear infinite;
  }
`;

/** A button that does something on this page: submit a form, open a menu, sign out. */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // A busy button stays focusable (aria-disabled), so its presses are ignored here instead.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <StyledButton
      {...rest}
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading ? (
        <StyledIcon data-spinning="">
          <SpinnerIcon />
        </StyledIcon>
      ) : (
        icon && <StyledIcon aria-hidden="true">{icon}</StyledIcon>
      )}
      {children}
    </StyledButton>
  );
}
