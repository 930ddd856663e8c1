import { useEffect } from 'react';
import { pageSearchKey } from '@orbit/ui';

/** Where the page's search is: the element that announces the key (a search box, or a filter bar for its first field). */
const pageSearchSelector = `[aria-keyshortcuts="${pageSearchKey}"]`;

const focusableSelector =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

const textInputTypes = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'time']);

/** True when typing a "/" there writes it: a text field, a text area, a list to pick in, or editable content. */
function takesText(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
    return true;
  return element instanceof HTMLInputElement && textInputTypes.has(element.type);
}

/** True while a modal dialog is open: the page behind it is not the one being worked on. */
function modalOpen(document: Document): boolean {
  return document.querySelector('[aria-modal="true"], dialog[open]') !== null;
}

/** The control the key focuses: the announcing element when it takes the focus, else its first field. */
function pageSearchControl(document: Document): HTMLElement | null {
  const target = document.querySelector<HTMLElement>(pageSearchSelector);
  if (!target) return null;
  if (target.matches(focusableSelector)) return target;
  return target.querySelector<HTMLElement>(focusableSelector);
}

/**
 * Handles one key press: a bare "/" outside text fields and modals moves the focus to the page's search and is not
 * typed. Returns whether it did.
 */
export function focusPageSearch(event: KeyboardEvent, document: Document): boolean {
  if (event.key !== pageSearchKey || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
    return false;
  if (takesText(document.activeElement) || modalOpen(document)) return false;
  const control = pageSearchControl(document);
  if (!control) return false;
  event.preventDefault();
  control.focus();
  return true;
}

/** Listens for the page-search key on every page of the dashboard; mounted once, by its layout. */
export function usePageSearchShortcut(): void {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => void focusPageSearch(event, document);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
