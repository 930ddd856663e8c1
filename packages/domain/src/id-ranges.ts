/**
 * A set of positive whole ids written compactly for an address: sorted, runs of consecutive ids as ranges, such as
 * "1-40,52,60-99". Two thousand consecutive ids take ten characters instead of nine kilobytes.
 */
export function encodeIdRanges(ids: Iterable<number>): string {
  const sorted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0).sort((a, b) => a - b);
  const parts: string[] = [];
  let index = 0;
  while (index < sorted.length) {
    const first = sorted[index] ?? 0;
    let last = first;
    while (sorted[index + 1] === last + 1) {
      index += 1;
      last += 1;
    }
    parts.push(first === last ? String(first) : last === first + 1 ? `${first},${last}` : `${first}-${last}`);
    index += 1;
  }
  return parts.join(',');
}

/** Never expand a range wider than this: a hand-edited "1-999999999" must not build a billion ids. */
const widestRange = 100_000;

const wholeId = /^[1-9]\d{0,15}$/;

/**
 * The ids of `encodeIdRanges`'s text, sorted and without repeats. Parts that are not ids or ranges of ids (written by
 * hand, cut short) are skipped rather than refused, so a damaged address still opens with what it names.
 */
export function decodeIdRanges(text: string): number[] {
  const ids = new Set<number>();
  for (const part of text.split(',')) {
    const [from = '', to, ...rest] = part.trim().split('-');
    if (rest.length > 0 || !wholeId.test(from) || (to !== undefined && !wholeId.test(to))) continue;
    const first = Number(from);
    const last = to === undefined ? first : Number(to);
    if (!Number.isSafeInteger(last) || last < first || last - first >= widestRange) continue;
    for (let id = first; id <= last; id += 1) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}
