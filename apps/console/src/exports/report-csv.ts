import Papa from 'papaparse';
import type { ReportColumn } from '@orbit/ui';
import { saveFile } from './save-file.ts';

/**
 * Cells a spreadsheet would run as a formula or a command: text starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return. Papaparse's own `escapeFormulae: true` pattern stops at a line end, so "=cmd\nx" would pass.
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * The rows of a report page as CSV, with the columns and headings of the table on screen: text is quoted as needed
 * and neutralised with a leading apostrophe when a spreadsheet would run it; numbers stay numbers (a correction of
 * -150 coins is not a formula). A byte-order mark lets spreadsheets read the accents as UTF-8.
 */
export function reportCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]): string {
  const csv = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => (column.value ? column.value(row) : column.text(row)))),
    },
    { escapeFormulae: formulaStart, newline: '\r\n' },
  );
  return `\uFEFF${csv}\r\n`;
}

/** Makes the CSV and hands it to the browser as a download; papaparse loads only when someone exports. */
export function downloadReportCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[], fileName: string) {
  saveFile(new Blob([reportCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
