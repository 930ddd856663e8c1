import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@orbit/i18n';
import { mockReportRides } from '@orbit/mocks';
import { coinsReportColumns, ridesReportColumns, type ReportColumn } from '@orbit/ui';
import { reportCsv } from './report-csv.ts';
import { buildReportPdf, reportPdfFileName } from './report-pdf.ts';

const i18n = createI18n({ language: 'en' });
const t = i18n.t.bind(i18n);

interface Row {
  name: string;
  amount: number;
}
const columns: ReportColumn<Row>[] = [
  { id: 'name', header: 'Client', text: (row) => row.name },
  { id: 'amount', header: 'Coins', text: (row) => row.amount.toLocaleString('en'), value: (row) => row.amount },
];

describe('reportCsv', () => {
  it('neutralises cells a spreadsheet would run, and leaves numbers alone', () => {
    const hostile = ['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', '=cmd\nsecond line'];
    const csv = reportCsv(columns, [...hostile.map((name) => ({ name, amount: -150 })), { name: 'Ana', amount: 5 }]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1).trimEnd(), { newline: '\r\n' }).data;
    expect(parsed[0]).toEqual(['Client', 'Coins']);
    expect(parsed.slice(1, -1).map(([name]) => name)).toEqual(hostile.map((name) => `'${name}`));
    expect(parsed.slice(1).map(([, amount]) => amount)).toEqual([...hostile.map(() => '-150'), '5']);
    expect(parsed.at(-1)).toEqual(['Ana', '5']);
  });

  it('writes no cell a spreadsheet splitting on semicolons would run', () => {
    const csv = reportCsv(columns, [{ name: 'abc;=1+1;x', amount: -150 }]);
    // The strictest reading: every semicolon splits, quotes or not.
    const cells = Papa.parse<string[]>(csv.slice(1).trimEnd(), { delimiter: ';', quoteChar: '\u0000' }).data.flat();
    expect(cells).toEqual(['"Client","Coins"', '"abc', "'=1+1", 'x",-150']);
  });

  it('writes the columns of the table on screen, with plain numbers and instants', () => {
    const ride = mockReportRides[0];
    if (!ride) throw new Error('no mock ride');
    const csv = reportCsv(ridesReportColumns({ t, language: 'en', timeZone: 'UTC', licenseOwnerName: () => 'Ana' }), [
      ride,
    ]);
    const [header, row] = Papa.parse<string[]>(csv.slice(1).trimEnd()).data;
    expect(header?.slice(0, 3)).toEqual(['Date', 'Client', 'Licence']);
    expect(row?.[0]).toBe(ride.consumedAt);
    expect(row?.[1]).toBe('Ana');
    expect(row?.at(-1)).toBe(String(ride.creditsAdded));
  });
});

describe('report PDFs', () => {
  it('are named after the report, the one client and the last six characters of the one licence key', () => {
    expect(
      reportPdfFileName({
        report: 'rides',
        clientName: 'Carla Mendes',
        licenseKey: 'NF5L-8AZ8-2VNH-P8V9-4W6H',
        day: '2026-05-15',
      }),
    ).toBe('rides-carla-mendes-9-4w6h-2026-05-15.pdf');
    expect(reportPdfFileName({ report: 'sales-by-month', day: '2026-05-15' })).toBe('sales-by-month-2026-05-15.pdf');
  });

  it('are landscape, with the title, the lines and a row per record', async () => {
    const document = await buildReportPdf({
      title: 'Coins',
      lines: ['Period: May 1, 2026 to May 15, 2026'],
      columns: coinsReportColumns({ t, language: 'en', timeZone: 'UTC' }),
      rows: [
        {
          id: 1,
          userId: 7,
          name: 'Ana',
          email: 'ana@example.com',
          isoAlpha2: 'BR',
          createdAt: '2026-05-02T10:00:00.000Z',
          amount: -150,
          issuerUser: { id: 1, name: 'Helena Admin' },
        },
      ],
      totals: { label: 'Total of the period', values: { amount: '-150' } },
    });
    const page = document.internal.pageSize;
    expect(page.getWidth()).toBeGreaterThan(page.getHeight());
    const text = document.output();
    expect(text).toContain('(Coins)');
    expect(text).toContain('(ana@example.com)');
    expect(text).toContain('(Total of the period)');
  });
});
