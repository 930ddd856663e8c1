import type { ReportColumn } from '@orbit/ui';
import { csvRecordEnd, csvRow } from '@orbit/domain';
import { saveFile } from './save-file.ts';

/**
 * The rows of a report page as CSV, with the columns and headings of the table on screen, written by the same rule
 * as the server's exports (`csvRow`): text quoted and neutralised where a spreadsheet would run it, numbers left as
 * numbers (a correction of -150 coins is not a formula). A byte-order mark lets spreadsheets read the accents as UTF-8.
 */
export function reportCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]): string {
  const records = [
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => (column.value ? column.value(row) : column.text(row)))),
  ];
  return `\uFEFF${records.map((cells) => `${csvRow(cells)}${csvRecordEnd}`).join('')}`;
}

/** Makes the CSV and hands it to the browser as a download. */
export function downloadReportCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[], fileName: string) {
  saveFile(new Blob([reportCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
