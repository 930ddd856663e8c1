import { useCallback, useLayoutEffect, useState, type CSSProperties } from 'react';
import { space } from '../theme/tokens.ts';
import { deferredModule } from './deferredModule.ts';

/** Where a popover opens against its anchor before it flips or shifts to stay in view. */
export type PopoverPlacement = 'bottom-start' | 'bottom-end' | 'bottom' | 'top';

export interface PopoverPositionOptions {
  /** Whether the popover is shown; it is positioned (and follows scrolling and resizing) only while open. */
  open: boolean;
  /** The side and edge it prefers. */
  placement?: PopoverPlacement;
  /** `match`: as wide as its anchor (a list under a search box); `min`: at least as wide (a menu under its button). */
  referenceWidth?: 'match' | 'min';
  /** The gap between the anchor and the popover, in pixels. */
  gap?: number;
  /**
   * Keeps the popover placed while closed, for a popover that stays laid out but invisible when closed (a long list),
   * so that opening it only shows it: no placing and no layout fall on the press.
   */
  placeWhileClosed?: boolean;
}

export interface PopoverPosition {
  /** Give it to the anchor's `ref` (the element the popover opens against, such as the picker's field). */
  reference: (element: HTMLElement | null) => void;
  /** Give it to the popover's `ref`. */
  floating: (element: HTMLElement | null) => void;
  /** Give it to the popover's `style`: fixed, so a modal's or a card's scrolling box cannot clip it. */
  floatingStyles: CSSProperties;
  /** Whether the popover is placed by the positioning code (fixed in the window) rather than by CSS alone. */
  placed: boolean;
}

/** Room kept between a popover and the window's edges, in pixels. */
const viewportPadding = parseInt(space[2], 10);
const defaultGap = parseInt(space[1], 10);

/**
 * The room a popover may take: the window less its padding. A fixed popover escapes every scrolling box, so the
 * window is its only bound, and the placing need not look up each ancestor's overflow.
 */
const room = { padding: viewportPadding, boundary: [] as Element[], rootBoundary: 'viewport' as const };

/**
 * The positioning code (@floating-ui/dom, about 6 KB gzipped), fetched once when a popover's component first renders,
 * so that it weighs on no screen's first render; a popover opens long after.
 */
const positioning = deferredModule(() => import('./floatingUi.ts'));

/** Fetches the popovers' positioning code; tests and Storybook await it so that popovers are placed at once. */
export const preloadPopovers: () => Promise<unknown> = positioning.preload;

/** Until the positioning code is there, the popover stands under (or above) its anchor, as CSS alone can place it. */
function fallbackStyles(
  placement: PopoverPlacement,
  gap: number,
  referenceWidth: PopoverPositionOptions['referenceWidth'],
): CSSProperties {
  const side: CSSProperties =
    placement === 'top' ? { bottom: `calc(100% + ${gap}px)` } : { top: `calc(100% + ${gap}px)` };
  const width: CSSProperties = referenceWidth === 'min' ? { minWidth: '100%' } : {};
  if (referenceWidth === 'match') return { position: 'absolute', ...side, insetInline: 0 };
  if (placement === 'bottom-end') return { position: 'absolute', ...side, ...width, insetInlineEnd: 0 };
  if (placement === 'bottom-start') return { position: 'absolute', ...side, ...width, insetInlineStart: 0 };
  return { position: 'absolute', ...side, left: '50%', transform: 'translateX(-50%)' };
}

/**
 * Places a popover (a picker's calendar, a multi picker's list, a menu, a tooltip) against its anchor so that it stays
 * in the window: it opens on the preferred side, flips to the other when there is more room there, shifts along the
 * edge, and never grows past the room left. The room is given to the popover as `--popover-available-width` and
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
  placeWhileClosed = false,
}: PopoverPositionOptions): PopoverPosition {
  const library = positioning.useModule();
  const [referenceElement, setReferenceElement] = useState<HTMLElement | null>(null);
  const [floatingElement, setFloatingElement] = useState<HTMLElement | null>(null);
  const reference = useCallback((element: HTMLElement | null) => setReferenceElement(element), []);
  const floating = useCallback((element: HTMLElement | null) => setFloatingElement(element), []);
  const placing = open || placeWhileClosed;
  const placed = placing && library !== undefined;

  useLayoutEffect(() => {
    if (!placing || !library || !referenceElement || !floatingElement) return undefined;
    const { autoUpdate, computePosition, flip, offset, shift, size } = library;
    let current = true;
    // What the last placing saw: the observers call `update` once more as they start (and on every scroll, resize
    // or change of size), which need not place the popover again while nothing it depends on has moved.
    let placedFor = '';
    function layoutOf(reference: HTMLElement, popover: HTMLElement): string {
      const { x, y, width, height } = reference.getBoundingClientRect();
      return [x, y, width, height, popover.offsetWidth, popover.offsetHeight, innerWidth, innerHeight].join();
    }
    function update() {
      if (!referenceElement || !floatingElement) return;
      if (layoutOf(referenceElement, floatingElement) === placedFor) return;
      void computePosition(referenceElement, floatingElement, {
        strategy: 'fixed',
        placement,
        middleware: [
          offset(gap),
          flip(room),
          shift(room),
          size({
            ...room,
            apply({ availableWidth, availableHeight, rects, elements }) {
              const style = elements.floating.style;
              style.setProperty('--popover-available-width', `${Math.max(0, Math.floor(availableWidth))}px`);
              style.setProperty('--popover-available-height', `${Math.max(0, Math.floor(availableHeight))}px`);
              if (referenceWidth === 'match') style.width = `${rects.reference.width}px`;
              if (referenceWidth === 'min') style.minWidth = `${Math.min(rects.reference.width, availableWidth)}px`;
            },
          }),
        ],
      }).then(({ x, y }) => {
        // Set on the element itself, before the frame is drawn: moving a popover (on opening, on every scroll or
        // resize) renders none of its owner's components again, which a long list's key presses would pay for.
        if (!current) return;
        floatingElement.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
        placedFor = layoutOf(referenceElement, floatingElement);
      });
    }
    const stop = autoUpdate(referenceElement, floatingElement, update);
    return () => {
      current = false;
      stop();
    };
  }, [placing, library, referenceElement, floatingElement, placement, referenceWidth, gap]);

  // The transform that places it is set by the effect above, not here.
  const floatingStyles: CSSProperties = placed
    ? { position: 'fixed', left: 0, top: 0 }
    : fallbackStyles(placement, gap, referenceWidth);
  return { reference, floating, floatingStyles, placed };
}
