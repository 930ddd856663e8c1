import type { Page } from '@playwright/test';

/**
 * Collects what the browser reports as errors on a page: console errors (a Content-Security-Policy violation is one)
 * and uncaught exceptions. A journey that must run clean checks the list at its end.
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
