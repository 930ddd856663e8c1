import { describe, expect, it } from 'vitest';
import { pageCount, paginationWindow, type PageItem } from './pagination.ts';

const show = (items: PageItem[]) => items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('pagination', () => {
  it('counts pages rounding up, at least one', () => {
    expect(pageCount(5000, 5000)).toBe(1);
    expect(pageCount(5001, 5000)).toBe(2);
    expect(pageCount(0, 5000)).toBe(1);
  });
  it('shows every page when they fit', () => {
    expect(show(paginationWindow(3, 5))).toBe('1 2 3 4 5');
  });
  it('keeps a window of seven with ellipses', () => {
    expect(show(paginationWindow(1, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(paginationWindow(10, 20))).toBe('1 … 9 10 11 … 20');
    expect(show(paginationWindow(20, 20))).toBe('1 … 16 17 18 19 20');
  });
});
