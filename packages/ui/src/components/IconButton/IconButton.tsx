import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';

export type IconButtonVariant = 'ghost' | 'secondary';
export type IconButtonSize = 'sm' | 'md' | 'lg';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** Accessible name read in place of the icon (there is no visible text), also shown as a tooltip. */
  label: string;
  /** The icon; decorative, so `label` must say what the button does. */
  icon: ReactNode;
  /** `ghost` inside fields and toolbars, `secondary` where the button needs its own outline. */
  variant?: IconButtonVariant;
  /** Square size of the button. */
  size?: IconButtonSize;
}

const StyledIconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.size.controlMd};
  height: ${vars.size.controlMd};
  padding: 0;
  border: ${vars.size.borderWidth} solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.textMuted};
  font-size: ${vars.size.iconMd};
  cursor: pointer;
  transition:
    background-color ${vars.duration.fast} ${vars.easing.standard},
    color ${vars.duration.fast} ${vars.easing.standard};

  &[data-size='sm'] {
    width: ${vars.size.controlSm};
    height: ${vars.size.controlSm};
    font-size: ${vars.size.iconSm};
  }

  &[data-size='lg'] {
    width: ${vars.size.controlLg};
    height: ${vars.size.controlLg};
    font-size: ${vars.size.iconLg};
  }

  &[data-variant='secondary'] {
    border-color: ${vars.color.borderStrong};
    background: ${vars.color.surface};
  }

  &:hover:not(:disabled) {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.text};
  }

  &[aria-pressed='true'],
  &[aria-expanded='true'] {
    background: ${vars.color.surfaceSelected};
    color: ${vars.color.link};
  }

  &:focus-visible {
    ${focusRing()}
  }

  &:disabled {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

/** A button shown as an icon alone, such as "show password" or "open menu". */
export function IconButton({ label, icon, variant = 'ghost', size = 'md', type = 'button', ...rest }: IconButtonProps) {
  return (
    <StyledIconButton {...rest} type={type} aria-label={label} title={label} data-variant={variant} data-size={size}>
      {icon}
    </StyledIconButton>
  );
}
