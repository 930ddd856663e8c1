import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `active`, calls `onOutside` when the pointer goes down outside `container`: how popovers and menus
 * close on a click elsewhere on the page.
 */
export function useOutsidePointerDown(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onOutside: () => void,
): void {
  // The latest callback, so an inline function does not re-subscribe the listener on every render.
  const latestOnOutside = useRef(onOutside);
  useEffect(() => {
    latestOnOutside.current = onOutside;
  });

  useEffect(() => {
    if (!active) return undefined;
    function handlePointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !container.current?.contains(event.target)) latestOnOutside.current();
    }
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [active, container]);
}
