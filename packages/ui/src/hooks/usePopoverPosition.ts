import type { CSSProperties } from 'react';
import { autoUpdate, flip, offset, shift, size, useFloating, type Placement } from '@floating-ui/react-dom';
import { space } from '../theme/tokens.ts';

/** Where a popover opens against its anchor before it flips or shifts to stay in view. */
export type PopoverPlacement = Extract<Placement, 'bottom-start' | 'bottom-end' | 'bottom' | 'top'>;

export interface PopoverPositionOptions {
  /** Whether the popover is shown; it is positioned (and follows scrolling and resizing) only while open. */
  open: boolean;
  /** The side and edge it prefers. */
  placement?: PopoverPlacement;
  /** `match`: as wide as its anchor (a list under a search box); `min`: at least as wide (a menu under its button). */
  referenceWidth?: 'match' | 'min';
  /** The gap between the anchor and the popover, in pixels. */
  gap?: number;
}

export interface PopoverPosition {
  /** Give it to the anchor's `ref` (the element the popover opens against, such as the picker's field). */
  reference: (element: HTMLElement | null) => void;
  /** Give it to the popover's `ref`. */
  floating: (element: HTMLElement | null) => void;
  /** Give it to the popover's `style`: fixed, so a modal's or a card's scrolling box cannot clip it. */
  floatingStyles: CSSProperties;
}

/** Room kept between a popover and the window's edges, in pixels. */
const viewportPadding = parseInt(space[2], 10);
const defaultGap = parseInt(space[1], 10);

/**
 * Places a popover (a picker's calendar, a multi picker's list, a menu) against its anchor so that it stays in the
 * window: it opens on the preferred side, flips to the other when there is more room there, shifts along the edge,
 * and never grows past the room left. The room is given to the popover as `--popover-available-width` and
 * `--popover-available-height`, which its styles use to cap their size and scroll within.
 *
 * The popover stays in its anchor's DOM (so focus, Escape, blur and outside-press handling are unchanged) but uses a
 * fixed position, which no scrolling ancestor clips.
 */
export function usePopoverPosition({
  open,
  placement = 'bottom-start',
  referenceWidth,
  gap = defaultGap,
}: PopoverPositionOptions): PopoverPosition {
  const { refs, floatingStyles } = useFloating({
    open,
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: viewportPadding }),
      shift({ padding: viewportPadding }),
      size({
        padding: viewportPadding,
        apply({ availableWidth, availableHeight, rects, elements }) {
          const style = elements.floating.style;
          style.setProperty('--popover-available-width', `${Math.max(0, Math.floor(availableWidth))}px`);
          style.setProperty('--popover-available-height', `${Math.max(0, Math.floor(availableHeight))}px`);
          if (referenceWidth === 'match') style.width = `${rects.reference.width}px`;
          if (referenceWidth === 'min') style.minWidth = `${Math.min(rects.reference.width, availableWidth)}px`;
        },
      }),
    ],
  });

  return { reference: refs.setReference, floating: refs.setFloating, floatingStyles };
}
