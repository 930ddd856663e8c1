import { useEffect, useRef, useState } from 'react';
import { ApiError, type CsvDownload, type CsvDownloadProgress } from '@orbit/api-client';
import { csvFileName, isoDateInZone } from '@orbit/domain';
import { formatDate, formatNumber, useTranslation } from '@orbit/i18n';
import type { ReportColumn, ReportExportDialogProps, ReportExportState } from '@orbit/ui';
import type * as allRecordsCsv from '../../exports/all-records-csv.ts';

/** A report page to print or save as shown. */
export interface PageExport<Row> {
  /** The report's name, the PDF's title. */
  title: string;
  /** The report's file name part, such as `rides`. */
  file: string;
  /** The columns of the table on screen. */
  columns: readonly ReportColumn<Row>[];
  /** The rows of the page. */
  rows: readonly Row[];
  /** Every record of the report, for the PDF's header. */
  count: number;
  /** The period searched, when the report has one. */
  range?: { startAt: string; endAt: string };
  /** Lines the PDF prints first, such as whose statement it is. */
  heading?: readonly string[];
  /** The PDF's row of totals. */
  totals?: { label: string; values: Readonly<Record<string, string>> };
  /** The one client the report covers, for the PDF's name. */
  clientName?: string;
  /** The one licence the report covers, for the PDF's name. */
  licenseKey?: string;
}

/** Every record of a report, streamed by the server (ADR 0026). */
export interface AllExport {
  /** The records the report counted (`meta.count`): the confirmation says it and the file must hold as many. */
  count: number;
  /** The report's file name part, for a file the server does not name. */
  file: string;
  /** Asks for the records after the first `skip`. */
  request: (skip: number, signal: AbortSignal) => Promise<Response>;
}

/** Progress redraws at most this often; a million records arrive in thousands of pieces. */
const progressEveryMs = 100;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The exports of a report screen (ADR 0029): this page as PDF or CSV, as on screen; every record as the server's
 * streamed CSV, confirmed first, with progress, automatic retries, a manual resume and Cancel. Export failures of a
 * page are only logged (docs/domain.md#errors).
 */
export function useReportExports(userName: string, timeZone: string) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<ReportExportState | null>(null);
  const all = useRef<AllExport | null>(null);
  const download = useRef<CsvDownload | null>(null);
  const lastProgress = useRef(0);

  // Leaving the screen stops a download nobody would save, and one whose code is still on its way from starting.
  useEffect(
    () => () => {
      all.current = null;
      download.current?.cancel();
    },
    [],
  );

  const today = () => isoDateInZone(new Date(), timeZone);

  async function exportPage<Row>(kind: 'pdf' | 'csv', page: PageExport<Row>) {
    setBusy(true);
    try {
      if (kind === 'csv') {
        const { downloadReportCsv } = await import('../../exports/report-csv.ts');
        downloadReportCsv(page.columns, page.rows, csvFileName(page.file, today()));
        return;
      }
      const { downloadReportPdf, reportPdfFileName } = await import('../../exports/report-pdf.ts');
      const when = (instant: string | number) => formatDate(instant, language, 'dateTime', timeZone);
      const lines = [
        ...(page.heading ?? []),
        ...(page.range
          ? [
              t('adminReports.pdf.period', {
                start: when(page.range.startAt),
                end: when(Date.parse(page.range.endAt) - 60_000),
              }),
            ]
          : []),
        t('adminReports.pdf.records', { count: formatNumber(page.count, language) }),
        t('adminReports.pdf.generated', { date: when(Date.now()), name: userName }),
      ];
      await downloadReportPdf(
        { title: page.title, lines, columns: page.columns, rows: page.rows, totals: page.totals },
        reportPdfFileName({
          report: page.file,
          clientName: page.clientName,
          licenseKey: page.licenseKey,
          day: today(),
        }),
      );
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  }

  function showProgress(count: number, progress: CsvDownloadProgress) {
    const now = Date.now();
    const last = progress.rows === progress.total;
    if (!last && !progress.retrying && now - lastProgress.current < progressEveryMs) return;
    lastProgress.current = now;
    setState({ phase: 'running', rows: progress.rows, count: progress.total ?? count, retrying: progress.retrying });
  }

  function run(fresh: boolean) {
    const target = all.current;
    if (!target) return;
    setState((previous) => ({
      phase: 'running',
      rows: previous?.phase === 'failed' && !fresh ? previous.rows : 0,
      count: target.count,
      retrying: false,
    }));
    // The download's code comes with the first export of every record, as a page export's does.
    import('../../exports/all-records-csv.ts').then(
      (code) => {
        // Not if it was cancelled, or the screen left, while the code arrived.
        if (all.current === target) start(code, target, fresh);
      },
      (error: unknown) => {
        console.error(error);
        setState({ phase: 'failed', rows: 0, count: target.count, reason: 'network' });
      },
    );
  }

  /** Starts the download of every record, or resumes the one that stopped, and shows how it ends. */
  function start({ CsvDownload, CsvDownloadError, saveFile }: typeof allRecordsCsv, target: AllExport, fresh: boolean) {
    if (fresh || !download.current) {
      download.current = new CsvDownload({
        request: target.request,
        expectedRows: target.count,
        onProgress: (progress) => showProgress(target.count, progress),
        fallbackFileName: csvFileName(target.file, today()),
      });
    }
    const current = download.current;
    current.run().then(
      (file) => {
        saveFile(file.blob, file.fileName);
        download.current = null;
        setState({ phase: 'done', rows: file.rows, fileName: file.fileName });
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        console.error(error);
        if (error instanceof CsvDownloadError && error.reason === 'network') {
          setState({ phase: 'failed', rows: error.rows, count: error.total, reason: 'network' });
          return;
        }
        // Too many exports of this person at once (429): Try again resumes what arrived, once one of them ends.
        if (error instanceof ApiError && error.status === 429) {
          setState((previous) => ({
            phase: 'failed',
            rows: previous?.phase === 'running' ? previous.rows : 0,
            count: target.count,
            reason: 'busy',
          }));
          return;
        }
        // A file that does not add up, or a refusal, starts again from the first record.
        download.current = null;
        setState(
          error instanceof CsvDownloadError
            ? { phase: 'failed', rows: error.rows, count: error.total, reason: 'short' }
            : { phase: 'failed', rows: 0, count: target.count, reason: 'network' },
        );
      },
    );
  }

  const dialog: ReportExportDialogProps = {
    state,
    onConfirm: () => run(true),
    onRetry: () => run(false),
    onCancel: () => {
      all.current = null;
      download.current?.cancel();
      download.current = null;
      setState(null);
    },
    onClose: () => setState(null),
  };

  return {
    /** A page export is being made. */
    busy,
    exportPage,
    /** Asks to confirm an export of every record. */
    exportAll: (target: AllExport) => {
      all.current = target;
      setState({ phase: 'confirm', count: target.count });
    },
    dialog,
  };
}
