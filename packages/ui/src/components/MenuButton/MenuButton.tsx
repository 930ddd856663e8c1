import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useOutsidePointerDown } from '../../hooks/useOutsidePointerDown.ts';
import { usePopoverPosition } from '../../hooks/usePopoverPosition.ts';
import { ChevronDownIcon } from '../../icons/index.ts';
import { vars } from '../../theme/vars.ts';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/index.ts';

export interface MenuButtonItem {
  /** Stable identifier, also given to `onSelect`. */
  id: string;
  /** The visible text, which names the menu item. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface MenuButtonProps {
  /** The button's visible text and accessible name, such as "Export". */
  label: string;
  /** The menu's choices, in the order shown. */
  items: readonly MenuButtonItem[];
  /** Called with the id of the chosen item; the menu then closes and the focus returns to the button. */
  onSelect: (id: string) => void;
  /** Visual weight of the button. */
  variant?: ButtonVariant;
  /** Height and padding of the button. */
  size?: ButtonSize;
  /** Disables the button. */
  disabled?: boolean;
  /** Which edge of the button the menu lines up with. */
  align?: MenuButtonAlign;
}

export type MenuButtonAlign = 'start' | 'end';

const StyledWrapper = styled.div`
  position: relative;
  display: inline-flex;
`;

const StyledMenu = styled.div`
  z-index: ${vars.zIndex.overlay};
  display: flex;
  flex-direction: column;
  /* The room usePopoverPosition leaves in the window. */
  max-width: var(--popover-available-width, none);
  max-height: var(--popover-available-height, none);
  overflow: auto;
  padding: ${vars.space[1]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};
`;

const StyledItem = styled.button`
  display: block;
  width: 100%;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  text-align: start;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${vars.color.surfaceSelected};
    outline: none;
  }

  &:focus-visible {
    box-shadow: inset 0 0 0 ${vars.size.focusRing} ${vars.color.focus};
  }

  &[aria-disabled='true'] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

const StyledChevron = styled(ChevronDownIcon)`
  width: ${vars.size.iconSm};
  height: ${vars.size.iconSm};
`;

/** Where the focus goes when the menu opens: its first or its last enabled item. */
type OpenFocus = 'first' | 'last';

/** Index of the next enabled item from `from` in `step` direction, wrapping around; -1 when none is enabled. */
export function nextEnabledIndex(items: readonly MenuButtonItem[], from: number, step: 1 | -1): number {
  for (let offset = 1; offset <= items.length; offset += 1) {
    const index = (((from + step * offset) % items.length) + items.length) % items.length;
    if (!items[index]?.disabled) return index;
  }
  return -1;
}

/** A button that opens a menu of actions (the export menus): arrows move, Enter or Space choose, Escape closes. */
export function MenuButton({
  label,
  items,
  onSelect,
  variant = 'secondary',
  size = 'md',
  disabled = false,
  align = 'start',
}: MenuButtonProps) {
  const [openFocus, setOpenFocus] = useState<OpenFocus | null>(null);
  const open = openFocus !== null;
  const buttonId = useId();
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function focusItem(index: number) {
    if (index >= 0) itemRefs.current[index]?.focus();
  }

  useEffect(() => {
    if (openFocus === 'first') focusItem(nextEnabledIndex(items, -1, 1));
    if (openFocus === 'last') focusItem(nextEnabledIndex(items, 0, -1));
  }, [openFocus, items]);

  useOutsidePointerDown(wrapper, open, () => setOpenFocus(null));
  const position = usePopoverPosition({
    open,
    placement: align === 'end' ? 'bottom-end' : 'bottom-start',
    referenceWidth: 'min',
  });
  const { reference, floating, floatingStyles } = position;
  const wrapperRef = useCallback(
    (element: HTMLDivElement | null) => {
      wrapper.current = element;
      reference(element);
    },
    [reference],
  );

  function close() {
    setOpenFocus(null);
    button.current?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpenFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenFocus('last');
    }
  }

  function choose(item: MenuButtonItem) {
    if (item.disabled) return;
    close();
    onSelect(item.id);
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = itemRefs.current.findIndex((element) => element === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(nextEnabledIndex(items, current, 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(nextEnabledIndex(items, current === -1 ? 0 : current, -1));
        break;
      case 'Home':
        event.preventDefault();
        focusItem(nextEnabledIndex(items, -1, 1));
        break;
      case 'End':
        event.preventDefault();
        focusItem(nextEnabledIndex(items, 0, -1));
        break;
      case 'Escape':
        event.preventDefault();
        close();
        break;
      case 'Tab':
        setOpenFocus(null);
        break;
      default:
        break;
    }
  }

  return (
    <StyledWrapper ref={wrapperRef}>
      <Button
        ref={button}
        id={buttonId}
        variant={variant}
        size={size}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpenFocus(null) : setOpenFocus('first'))}
        onKeyDown={handleButtonKeyDown}
      >
        {label}
        <StyledChevron />
      </Button>
      {open && (
        <StyledMenu
          ref={floating}
          style={floatingStyles}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={handleMenuKeyDown}
        >
          {items.map((item, index) => (
            <StyledItem
              key={item.id}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-disabled={item.disabled || undefined}
              onClick={() => choose(item)}
            >
              {item.label}
            </StyledItem>
          ))}
        </StyledMenu>
      )}
    </StyledWrapper>
  );
}
