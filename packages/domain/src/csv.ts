/**
 * CSV as the report exports write it: RFC 4180 records ending in CRLF, and text that a spreadsheet would run as a
 * formula neutralised with a leading apostrophe, as the spreadsheets themselves do for typed text.
 */

/** A cell starting with one of these is read as a formula (or a command) by spreadsheets. */
const formulaStart = /^[=+\-@\t\r]/;
/** A cell holding one of these must be quoted (RFC 4180 §2.6). */
const needsQuotes = /[",\r\n]/;

export const csvRecordEnd = '\r\n';

/**
 * One cell. Text is neutralised and quoted as needed; numbers are written as they are (a negative amount is a
 * number, not a formula); null is an empty cell.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record without its line end: the cells joined by commas. */
export function csvRow(cells: readonly (string | number | null)[]): string {
  return cells.map(csvCell).join(',');
}

/** `<report>-<YYYY-MM-DD>.csv`, the date of the export (spec §9: the CSV name is based on the date). */
export function csvFileName(report: string, day: string): string {
  return `${report}-${day}.csv`;
}
