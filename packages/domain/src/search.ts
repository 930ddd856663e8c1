/** Lower case without accents, so "São" matches "sao" (scenario and client searches). */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** True when the query, trimmed and without asterisks, occurs in any of the values (accent- and case-insensitive). */
export function matchesSearch(query: string, values: readonly unknown[]): boolean {
  const needle = normalizeForSearch(query.replace(/\*/g, '').trim());
  if (!needle) return true;
  return values.some(
    (value) => value !== null && value !== undefined && normalizeForSearch(String(value)).includes(needle),
  );
}

/** The rows whose values (as `valuesOf` lists them) match the query as `matchesSearch` does; all rows for a blank query. */
export function filterBySearch<Row>(
  rows: readonly Row[],
  query: string,
  valuesOf: (row: Row) => readonly unknown[],
): readonly Row[] {
  if (!query.replace(/\*/g, '').trim()) return rows;
  return rows.filter((row) => matchesSearch(query, valuesOf(row)));
}
