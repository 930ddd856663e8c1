import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client.ts';
import { CsvDownload, CsvDownloadError, CsvRecordScanner } from './csv-download.ts';

const header = 'id,label\r\n';
const record = (id: number) => `${id},"Label ${id}, ""quoted""\r\nsecond line"\r\n`;
const records = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, index) => record(from + index)).join('');

/** An answer streaming `pieces`; with `breakAfter`, the stream errors after that many pieces. */
function answer(pieces: string[], total: number, breakAfter?: number): Response {
  const bytes = pieces.map((piece) => new TextEncoder().encode(piece));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (breakAfter !== undefined && sent === breakAfter) {
        controller.error(new TypeError('network error'));
        return;
      }
      const next = bytes[sent];
      sent += 1;
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  return new Response(body, {
    headers: { 'x-total-count': String(total), 'content-disposition': 'attachment; filename="rides-2026-05-15.csv"' },
  });
}

/** Splits text into pieces of `size` characters, so records and quoted cells break across pieces. */
const inPieces = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, index) => text.slice(index * size, (index + 1) * size));

const noWait = () => 0;

describe('CsvRecordScanner', () => {
  it('counts records across pieces, with line ends and quotes inside quoted cells', () => {
    const scanner = new CsvRecordScanner();
    const text = header + records(0, 3);
    let counted = 0;
    let kept = '';
    for (const piece of inPieces(text, 7)) {
      const { text: complete, records: found } = scanner.push(piece);
      counted += found;
      kept += complete;
    }
    expect(counted).toBe(4);
    expect(kept).toBe(text);
    expect(scanner.end()).toEqual({ text: '', records: 0 });
  });

  it('counts a last record without its line end', () => {
    const scanner = new CsvRecordScanner();
    expect(scanner.push('a,b\r\n1,2').records).toBe(1);
    expect(scanner.end()).toEqual({ text: '1,2\r\n', records: 1 });
  });
});

describe('CsvDownload', () => {
  it('downloads every record with progress and the server’s file name', async () => {
    const progress = vi.fn();
    const download = new CsvDownload({
      request: async () => answer(inPieces(header + records(0, 50), 64), 50),
      expectedRows: 50,
      onProgress: progress,
      fallbackFileName: 'rides.csv',
    });
    const file = await download.run();
    expect(file).toMatchObject({ rows: 50, fileName: 'rides-2026-05-15.csv' });
    expect(await file.blob.text()).toBe(header + records(0, 50));
    expect(progress).toHaveBeenLastCalledWith({ rows: 50, total: 50, retrying: false });
  });

  it('resumes a broken part after the records received, without a second header row', async () => {
    const skips: number[] = [];
    const full = records(0, 40);
    const download = new CsvDownload({
      request: async (skip) => {
        skips.push(skip);
        // The first answer breaks in the middle of the 21st record.
        if (skip === 0) return answer([header + full.slice(0, full.indexOf(record(20)) + 10), ''], 40, 1);
        return answer([header + records(skip, 40)], 40);
      },
      retryDelayMs: noWait,
      fallbackFileName: 'rides.csv',
    });
    const file = await download.run();
    expect(skips).toEqual([0, 20]);
    expect(file.rows).toBe(40);
    expect(await file.blob.text()).toBe(header + full);
  });

  it('gives up after three attempts without progress, and resumes when run again', async () => {
    let failing = true;
    const request = vi.fn(async (skip: number) => {
      if (failing) throw new TypeError('Failed to fetch');
      return answer([header + records(skip, 5)], 5);
    });
    const download = new CsvDownload({ request, retryDelayMs: noWait, fallbackFileName: 'coins.csv' });
    await expect(download.run()).rejects.toMatchObject({ reason: 'network', rows: 0 });
    expect(request).toHaveBeenCalledTimes(3);
    failing = false;
    const file = await download.run();
    expect(file).toMatchObject({ rows: 5, fileName: 'rides-2026-05-15.csv' });
  });

  it('never hands over a file short of the records counted', async () => {
    const download = new CsvDownload({
      request: async () => answer([header + records(0, 9)], 10),
      expectedRows: 10,
      fallbackFileName: 'rides.csv',
    });
    const failure = await download.run().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CsvDownloadError);
    expect(failure).toMatchObject({ reason: 'count', rows: 9, total: 10 });
  });

  it('does not retry what the server refused', async () => {
    const request = vi.fn(async () => {
      throw new ApiError(400, 'Invalid input');
    });
    const download = new CsvDownload({ request, retryDelayMs: noWait, fallbackFileName: 'rides.csv' });
    await expect(download.run()).rejects.toBeInstanceOf(ApiError);
    expect(request).toHaveBeenCalledOnce();
  });

  it('stops when cancelled', async () => {
    const download = new CsvDownload({
      request: (_skip, signal) =>
        new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      fallbackFileName: 'rides.csv',
    });
    const running = download.run();
    download.cancel();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
  });
});
