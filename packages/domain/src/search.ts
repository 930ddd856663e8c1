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
