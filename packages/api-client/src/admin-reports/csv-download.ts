import type { csvTotalCountHeader } from '@orbit/contract';
import { ApiError } from '../client.ts';

/**
 * Downloading a streamed CSV export (ADR 0026, ADR 0030): the records are counted as they arrive, quotes
 * respected; a part that breaks is asked for again after the records already received (`?skip`); the file is
 * handed over only when it holds exactly the records the report counted.
 */

/** The answer header holding the records of the whole report (typed against the contract's name). */
const totalCountHeader: typeof csvTotalCountHeader = 'x-total-count';

/** Where a download stands, for a progress bar. */
export interface CsvDownloadProgress {
  /** Records received so far, the header row aside. */
  rows: number;
  /** Records of the whole report, once the first answer said; null before. */
  total: number | null;
  /** A part failed and is being asked for again. */
  retrying: boolean;
}

/** Why a download stopped: the network gave up, or the file did not hold the records counted. */
export type CsvDownloadFailure = 'network' | 'count';

/** A download that stopped before a complete file; `run()` again resumes a `network` failure. */
export class CsvDownloadError extends Error {
  readonly reason: CsvDownloadFailure;
  /** Records received. */
  readonly rows: number;
  /** Records the file should hold. */
  readonly total: number;

  constructor(reason: CsvDownloadFailure, rows: number, total: number, cause?: unknown) {
    super(
      reason === 'network'
        ? `Download stopped after ${rows} of ${total} records`
        : `${rows} records instead of ${total}`,
      {
        cause,
      },
    );
    this.name = 'CsvDownloadError';
    this.reason = reason;
    this.rows = rows;
    this.total = total;
  }
}

export interface CsvDownloadOptions {
  /** Asks for the records after the first `skip` ones; every answer starts with the header row. */
  request: (skip: number, signal: AbortSignal) => Promise<Response>;
  /** The records the report counted when it was searched (`meta.count`); the file must hold as many. */
  expectedRows?: number;
  /** Called as records arrive and when a part is asked for again. */
  onProgress?: (progress: CsvDownloadProgress) => void;
  /** Attempts at one part, the first included, before `run()` gives up with a `network` failure. */
  attempts?: number;
  /** Milliseconds to wait before the n-th new attempt (from 1). */
  retryDelayMs?: (attempt: number) => number;
  /** The file's name when the server names none. */
  fallbackFileName: string;
}

/** A complete CSV file. */
export interface CsvFile {
  blob: Blob;
  fileName: string;
  /** Records in it, the header row aside. */
  rows: number;
}

/** Counts the records of CSV text that arrives in pieces: line ends inside quoted cells do not end a record. */
export class CsvRecordScanner {
  private inQuotes = false;
  private pending = '';

  /** Takes the next piece; gives the complete records so far (each with its line end) and how many they are. */
  push(piece: string): { text: string; records: number } {
    let records = 0;
    let lastEnd = -1;
    let index = 0;
    while (index < piece.length) {
      const quote = piece.indexOf('"', index);
      if (this.inQuotes) {
        if (quote < 0) break;
        this.inQuotes = false;
        index = quote + 1;
        continue;
      }
      const lineEnd = piece.indexOf('\n', index);
      if (lineEnd >= 0 && (quote < 0 || lineEnd < quote)) {
        records += 1;
        lastEnd = lineEnd;
        index = lineEnd + 1;
      } else if (quote >= 0) {
        this.inQuotes = true;
        index = quote + 1;
      } else {
        break;
      }
    }
    if (lastEnd < 0) {
      this.pending += piece;
      return { text: '', records: 0 };
    }
    const text = this.pending + piece.slice(0, lastEnd + 1);
    this.pending = piece.slice(lastEnd + 1);
    return { text, records };
  }

  /** At the end of the answer: a last record without its line end, if any. */
  end(): { text: string; records: number } {
    const text = this.pending;
    this.pending = '';
    return text === '' || this.inQuotes ? { text: '', records: 0 } : { text: `${text}\r\n`, records: 1 };
  }
}

/** The text of a CSV piece without its first record (the header row of a resumed part). */
function withoutFirstRecord(text: string): string {
  let inQuotes = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '"') inQuotes = !inQuotes;
    else if (character === '\n' && !inQuotes) return text.slice(index + 1);
  }
  return '';
}

const defaultDelay = (attempt: number) => 500 * 2 ** (attempt - 1);

function fileNameOf(response: Response): string | undefined {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

function wait(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, milliseconds);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * One export being downloaded. `run()` resolves with the file, or rejects with a `CsvDownloadError` (run it again
 * to resume), an `ApiError` the server answered (a bad filter is not retried) or an `AbortError` after `cancel()`.
 */
export class CsvDownload {
  private readonly options: CsvDownloadOptions;
  private readonly controller = new AbortController();
  private readonly parts: Blob[] = [];
  private rows = 0;
  private total: number | null = null;
  private fileName: string | undefined;
  private haveHeader = false;

  constructor(options: CsvDownloadOptions) {
    this.options = options;
  }

  /** Stops the download; the running `run()` rejects with an AbortError. */
  cancel(): void {
    this.controller.abort(new DOMException('The export was cancelled', 'AbortError'));
  }

  async run(): Promise<CsvFile> {
    const { attempts = 3, retryDelayMs = defaultDelay } = this.options;
    const signal = this.controller.signal;
    let failures = 0;
    for (;;) {
      const before = this.rows;
      try {
        await this.readPart(signal);
        break;
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
        failures = this.rows > before ? 1 : failures + 1;
        if (failures >= attempts) {
          throw new CsvDownloadError('network', this.rows, this.total ?? this.options.expectedRows ?? 0, error);
        }
        this.report(true);
        await wait(retryDelayMs(failures), signal);
      }
    }
    const expected = this.options.expectedRows ?? this.total ?? this.rows;
    if (this.rows !== expected || (this.total !== null && this.rows !== this.total)) {
      throw new CsvDownloadError('count', this.rows, expected);
    }
    return {
      blob: new Blob(this.parts, { type: 'text/csv;charset=utf-8' }),
      fileName: this.fileName ?? this.options.fallbackFileName,
      rows: this.rows,
    };
  }

  private report(retrying: boolean): void {
    this.options.onProgress?.({ rows: this.rows, total: this.total, retrying });
  }

  /** Reads one answer from the records already held on; what arrives complete is kept even if the answer breaks. */
  private async readPart(signal: AbortSignal): Promise<void> {
    const response = await this.options.request(this.rows, signal);
    if (this.total === null) {
      const total = Number(response.headers.get(totalCountHeader));
      this.total = Number.isFinite(total) && response.headers.has(totalCountHeader) ? total : null;
      this.fileName = fileNameOf(response);
    }
    if (!response.body) throw new Error('The export answered without a body');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const scanner = new CsvRecordScanner();
    let headerSeen = false;
    const keep = ({ text, records }: { text: string; records: number }) => {
      if (records === 0) return;
      let kept = text;
      let counted = records;
      if (!headerSeen) {
        headerSeen = true;
        counted -= 1;
        if (this.haveHeader) kept = withoutFirstRecord(text);
        this.haveHeader = true;
      }
      this.parts.push(new Blob([kept]));
      this.rows += counted;
      this.report(false);
    };
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        keep(scanner.push(decoder.decode(value, { stream: true })));
      }
    } finally {
      reader.releaseLock();
    }
    keep(scanner.push(decoder.decode()));
    keep(scanner.end());
  }
}
