/**
 * CSV as the report exports write it: RFC 4180 records ending in CRLF, every text cell quoted, and text that a
 * spreadsheet would run as a formula neutralised with an apostrophe, as the spreadsheets themselves do for typed text.
 */

/**
 * Where a spreadsheet may read a formula (or a command): a cell starting with `=`, `+`, `-`, `@`, a tab or a CR, at
 * the start of the text and also after a comma, a semicolon, a tab, a line break or a quote inside it. Spreadsheets
 * set to a language whose list separator is `;` (pt, es, fr, it) split a comma file on `;` and quotes mid-cell do
 * not hold there, so `abc;=1+1` would start a cell `=1+1`. Zero-width, so `;\r=` gets both of its apostrophes.
 */
export const csvFormulaStarts = /(?<=^|[,;"\t\r\n])(?=[=+\-@\t\r])/g;
/** Text holding none of these characters has no place to neutralise: a cheap test before `csvFormulaStarts`. */
export const csvFormulaCharacter = /[=+\-@\t\r]/;

export const csvRecordEnd = '\r\n';

/** Text with an apostrophe before every place a spreadsheet could start a formula (`csvFormulaStarts`). */
export function csvNeutralise(text: string): string {
  return text.replace(csvFormulaStarts, "'");
}

/**
 * One cell. Text is neutralised, then always quoted with its quotes doubled; numbers are written as they are (a
 * negative amount is a number, not a formula); null is an empty cell, while empty text is `""`.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return `"${csvNeutralise(value).replaceAll('"', '""')}"`;
}

/** One record without its line end: the cells joined by commas. */
export function csvRow(cells: readonly (string | number | null)[]): string {
  return cells.map(csvCell).join(',');
}

/** `<report>-<YYYY-MM-DD>.csv`, the date of the export (docs/domain.md#constants-and-limits: the CSV name is based on the date). */
export function csvFileName(report: string, day: string): string {
  return `${report}-${day}.csv`;
}
