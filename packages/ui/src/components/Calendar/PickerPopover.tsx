import { useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useOutsidePointerDown } from '../../hooks/useOutsidePointerDown.ts';
import { media, vars } from '../../theme/vars.ts';

/** The box a picker and its popover stand in, so the popover lines up under the field. */
export const StyledPickerAnchor = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
`;

const StyledPopover = styled.div`
  position: absolute;
  top: calc(100% + ${vars.space[1]});
  inset-inline-start: 0;
  z-index: ${vars.zIndex.overlay};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  width: max-content;
  padding: ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};

  ${media.compact} {
    max-width: calc(100vw - ${vars.space[8]});
  }
`;

export interface PickerPopoverProps {
  /** Accessible name of the popover dialog, such as "Choose date". */
  label: string;
  /** Called when Escape is pressed inside the popover. */
  onEscape: () => void;
  /** The calendar and the controls around it. */
  children: ReactNode;
}

/** The non-modal dialog under a picker's field that holds its calendar. */
export function PickerPopover({ label, onEscape, children }: PickerPopoverProps) {
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onEscape();
  }

  return (
    <StyledPopover role="dialog" aria-label={label} onKeyDown={handleKeyDown}>
      {children}
    </StyledPopover>
  );
}

/**
 * Open state of a picker's popover: it closes when the pointer goes down outside the anchor or the focus
 * leaves it; `close()` gives the focus back to the trigger.
 */
export function usePickerPopover<Trigger extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const trigger = useRef<Trigger>(null);

  useOutsidePointerDown(anchor, open, () => setOpen(false));

  function close() {
    setOpen(false);
    trigger.current?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !anchor.current?.contains(next)) setOpen(false);
  }

  return { open, setOpen, close, anchor, trigger, handleAnchorBlur: handleBlur };
}
