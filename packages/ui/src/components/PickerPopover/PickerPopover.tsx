import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useOutsidePointerDown } from '../../hooks/useOutsidePointerDown.ts';
import { usePopoverPosition, type PopoverPlacement, type PopoverPosition } from '../../hooks/usePopoverPosition.ts';
import { vars } from '../../theme/vars.ts';

/** The box a picker and its popover stand in, so the popover lines up under the field. */
export const StyledPickerAnchor = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
`;

const StyledPopover = styled.div`
  z-index: ${vars.zIndex.overlay};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  width: max-content;
  /* The room usePopoverPosition leaves in the window; the calendar scrolls within when there is less. */
  max-width: var(--popover-available-width, none);
  max-height: var(--popover-available-height, none);
  overflow: auto;
  padding: ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};
`;

export interface PickerPopoverProps {
  /** Accessible name of the popover dialog, such as "Choose date". */
  label: string;
  /** Called when Escape is pressed inside the popover. */
  onEscape: () => void;
  /** Where it stands, from `usePickerPopover`. */
  position: PopoverPosition;
  /** The calendar and the controls around it. */
  children: ReactNode;
}

/** The non-modal dialog under a picker's field that holds its calendar. */
export function PickerPopover({ label, onEscape, position, children }: PickerPopoverProps) {
  const { floating, floatingStyles } = position;
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onEscape();
  }

  return (
    <StyledPopover ref={floating} style={floatingStyles} role="dialog" aria-label={label} onKeyDown={handleKeyDown}>
      {children}
    </StyledPopover>
  );
}

export interface PickerPopoverOptions {
  /** Makes the popover as wide as the anchor (a list under a search box). */
  matchAnchorWidth?: boolean;
  /** Keeps the popover placed while closed (see `usePopoverPosition`), for one that stays laid out when closed. */
  placeWhileClosed?: boolean;
  /** The side and edge it prefers; under the anchor's start edge when omitted. */
  placement?: PopoverPlacement;
}

/**
 * Open state of a picker's popover: it closes when the pointer goes down outside the anchor or the focus
 * leaves it; `close()` gives the focus back to the trigger. `position` keeps the open popover in the window.
 */
export function usePickerPopover<Trigger extends HTMLElement = HTMLButtonElement>({
  matchAnchorWidth = false,
  placeWhileClosed = false,
  placement,
}: PickerPopoverOptions = {}) {
  const [open, setOpen] = useState(false);
  const anchorElement = useRef<HTMLDivElement>(null);
  const trigger = useRef<Trigger>(null);
  const position = usePopoverPosition({
    open,
    referenceWidth: matchAnchorWidth ? 'match' : undefined,
    placeWhileClosed,
    placement,
  });
  const { reference } = position;
  // The anchor is both where the popover opens and the box that a press or the focus must leave to close it.
  const anchor = useCallback(
    (element: HTMLDivElement | null) => {
      anchorElement.current = element;
      reference(element);
    },
    [reference],
  );

  useOutsidePointerDown(anchorElement, open, () => setOpen(false));

  function close() {
    setOpen(false);
    trigger.current?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !anchorElement.current?.contains(next)) setOpen(false);
  }

  return { open, setOpen, close, anchor, trigger, position, handleAnchorBlur: handleBlur };
}
