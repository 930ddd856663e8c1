import { licenseKeyFileSuffix } from '@orbit/domain';
import type { ReportColumn } from '@orbit/ui';
import { fileNamePart } from './file-names.ts';

export interface ReportPdfInput<Row> {
  /** The report's name, the document's title. */
  title: string;
  /** Lines under the title: the period, the filters, who made it and when. */
  lines: readonly string[];
  /** The columns of the table on screen. */
  columns: readonly ReportColumn<Row>[];
  /** The rows to print. */
  rows: readonly Row[];
  /** The row of totals under the table, by column id, with its label. */
  totals?: { label: string; values: Readonly<Record<string, string>> };
}

/** What names a report's PDF (docs/domain.md#constants-and-limits: the user's name and the last six characters of the licence key). */
export interface ReportPdfName {
  /** The report's file name part, such as `rides`. */
  report: string;
  /** The client's name when the report covers one client. */
  clientName?: string;
  /** The licence key when the report covers one licence. */
  licenseKey?: string;
  /** The day of the export, `YYYY-MM-DD`. */
  day: string;
}

/** `<report>[-<client>][-<last 6 of the key>]-<day>.pdf`, such as `rides-carla-mendes-t-9wzc-2026-05-15.pdf`. */
export function reportPdfFileName({ report, clientName, licenseKey, day }: ReportPdfName): string {
  const parts = [
    report,
    clientName ? fileNamePart(clientName) : '',
    licenseKey ? fileNamePart(licenseKeyFileSuffix(licenseKey)) : '',
    day,
  ];
  return `${parts.filter(Boolean).join('-')}.pdf`;
}

/** A landscape PDF of a report page, the same columns as on screen; jspdf loads here, only when someone exports. */
export async function buildReportPdf<Row>(input: ReportPdfInput<Row>) {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const document = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  document.setFontSize(16);
  document.text(input.title, 40, 48);
  document.setFontSize(10);
  document.text([...input.lines], 40, 68);
  const { columns, totals } = input;
  const endColumns = Object.fromEntries(
    columns.flatMap((column, index) => (column.align === 'end' ? [[index, { halign: 'right' as const }]] : [])),
  );
  autoTable(document, {
    head: [columns.map((column) => column.header)],
    body: input.rows.map((row) => columns.map((column) => column.text(row))),
    foot: totals
      ? [columns.map((column, index) => totals.values[column.id] ?? (index === 0 ? totals.label : ''))]
      : undefined,
    showFoot: 'lastPage',
    startY: 68 + input.lines.length * 14 + 12,
    styles: { fontSize: 8 },
    columnStyles: endColumns,
  });
  return document;
}

/** Makes the PDF and hands it to the browser as a download. */
export async function downloadReportPdf<Row>(input: ReportPdfInput<Row>, fileName: string): Promise<void> {
  const document = await buildReportPdf(input);
  document.save(fileName);
}
