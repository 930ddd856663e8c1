import { expect, waitFor } from 'storybook/test';

/** Pixels a measured height may be off by: layout rounds borders and rows to device pixels. */
const tolerance = 1;

/** The box the table scrolls in: the virtual table's scroller, or the frame of a table that grows with its rows. */
function scrollBoxOf(table: HTMLElement): HTMLElement {
  const box = table.closest<HTMLElement>('[data-virtuoso-scroller]') ?? table.parentElement;
  if (!box) throw new Error('The table has no frame.');
  return box;
}

/**
 * The table is as tall as its rows (ADR 0075): its frame holds the headings, the rows and the totals, with no empty
 * area under them and nothing to scroll.
 */
export async function expectTableAsTallAsItsRows(table: HTMLElement): Promise<void> {
  // Storybook's `expect` reports through a promise: each is awaited, so that `waitFor` sees it fail.
  await waitFor(async () => {
    const box = scrollBoxOf(table);
    const rowsHeight = table.getBoundingClientRect().height;
    await expect(Math.abs(box.clientHeight - rowsHeight)).toBeLessThanOrEqual(tolerance);
    await expect(box.scrollHeight - box.clientHeight).toBeLessThanOrEqual(tolerance);
  });
}

/** The table's rows go past its scrolling height: it stops growing there and scrolls (ADR 0075). */
export async function expectTableScrollsAt(table: HTMLElement, scrollingHeight: string): Promise<void> {
  const probe = document.createElement('div');
  probe.style.height = scrollingHeight;
  document.body.append(probe);
  const expected = probe.getBoundingClientRect().height;
  probe.remove();
  await waitFor(async () => {
    const box = scrollBoxOf(table);
    await expect(Math.abs(box.clientHeight - expected)).toBeLessThanOrEqual(tolerance);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight + tolerance);
  });
}
