export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: string };

/** Total pages for a count and a page size, rounded up (docs/domain.md#constants-and-limits). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * A window of at most `size` page buttons around the current page, with the first and last pages always
 * shown and ellipses where pages are left out.
 */
export function paginationWindow(current: number, total: number, size = 7): PageItem[] {
  const page = (n: number): PageItem => ({ kind: 'page', page: n });
  if (total <= size) return Array.from({ length: total }, (_, index) => page(index + 1));
  const inner = size - 4; // first, last and two ellipses around the middle run
  let start = Math.max(2, current - Math.floor(inner / 2));
  let end = start + inner - 1;
  if (current <= Math.ceil(size / 2)) {
    start = 2;
    end = size - 2;
  } else if (current > total - Math.ceil(size / 2)) {
    end = total - 1;
    start = total - (size - 3);
  }
  const items: PageItem[] = [page(1)];
  if (start > 2) items.push({ kind: 'ellipsis', key: 'start' });
  for (let n = start; n <= end; n += 1) items.push(page(n));
  if (end < total - 1) items.push({ kind: 'ellipsis', key: 'end' });
  items.push(page(total));
  return items;
}
