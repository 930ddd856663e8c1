import { cloneElement, useEffect, useId, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { usePopoverPosition } from '../../hooks/usePopoverPosition.ts';
import { space } from '../../theme/tokens.ts';
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
  z-index: ${vars.zIndex.overlay};
  width: max-content;
  max-width: min(${vars.size.formWidth}, var(--popover-available-width, 100vw));
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.text};
  color: ${vars.color.textInverse};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
  pointer-events: none;

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
  // Centred on its trigger, flipped or shifted to stay in the window (a trigger in a table's last column).
  const { reference, floating, floatingStyles } = usePopoverPosition({
    open,
    placement,
    gap: parseInt(space[2], 10),
  });

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
      ref={reference}
      onMouseEnter={() => show(setHovered)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => show(setFocused)}
      onBlur={() => setFocused(false)}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <StyledTooltip
        // Placed only while shown: a table may hold hundreds of hidden tooltips.
        ref={open ? floating : undefined}
        style={floatingStyles}
        id={id}
        role="tooltip"
        hidden={!open}
      >
        {content}
      </StyledTooltip>
    </StyledAnchor>
  );
}
