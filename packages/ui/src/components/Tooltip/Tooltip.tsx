import { cloneElement, useEffect, useId, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/vars.ts';

export type TooltipPlacement = 'top' | 'bottom';

/** What the trigger must accept: the tooltip describes it through `aria-describedby`. */
export interface TooltipTriggerProps {
  /** Set by the tooltip to its own id. */
  'aria-describedby'?: string;
}

export interface TooltipProps {
  /** The short text shown on hover and focus; it becomes the trigger's accessible description. */
  content: string;
  /** One focusable element (a button, an icon button, a link) that the tooltip describes. */
  children: ReactElement<TooltipTriggerProps>;
  /** Side of the trigger where the tooltip appears. */
  placement?: TooltipPlacement;
}

const StyledAnchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const StyledTooltip = styled.span`
  position: absolute;
  bottom: calc(100% + ${vars.space[2]});
  left: 50%;
  z-index: ${vars.zIndex.overlay};
  width: max-content;
  max-width: ${vars.size.formWidth};
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.text};
  color: ${vars.color.textInverse};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
  transform: translateX(-50%);
  pointer-events: none;

  &[data-placement='bottom'] {
    top: calc(100% + ${vars.space[2]});
    bottom: auto;
  }

  &[hidden] {
    display: none;
  }
`;

/** A short description shown on hover and on keyboard focus; Escape hides it without moving the focus. */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  useEffect(() => {
    if (!open) return undefined;
    function dismissOnEscape(event: KeyboardEvent) {
      if (event.key === 'Escape') setDismissed(true);
    }
    document.addEventListener('keydown', dismissOnEscape);
    return () => document.removeEventListener('keydown', dismissOnEscape);
  }, [open]);

  function show(setter: (value: boolean) => void) {
    setDismissed(false);
    setter(true);
  }

  return (
    <StyledAnchor
      onMouseEnter={() => show(setHovered)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => show(setFocused)}
      onBlur={() => setFocused(false)}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <StyledTooltip id={id} role="tooltip" data-placement={placement} hidden={!open}>
        {content}
      </StyledTooltip>
    </StyledAnchor>
  );
}
