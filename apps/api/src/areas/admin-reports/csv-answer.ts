import type { FastifyReply, FastifyRequest } from 'fastify';
import { csvTotalCountHeader, errorMessages } from '@orbit/contract';
import type { CsvByteStream } from '@orbit/contract';
import type { CsvExport } from './admin-report-export-service.ts';
import type { ExportSlots } from './export-slots.ts';
import { AppError } from '../../http/app-error.ts';

/** Answers one CSV export: `start` finds what to export (checking the filters); the answer streams it. */
export type CsvAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  start: () => Promise<CsvExport>,
) => Promise<CsvByteStream>;

type Chunk = string | Uint8Array;

/**
 * CSV exports as answers (ADR 0026), under the limits of ADR 0051: an export takes one of its user's slots before
 * it reads anything (429 beyond them) and gives it back when its stream ends, however it ends.
 */
export function createCsvAnswer(options: { slots: ExportSlots; writeTimeoutMs: number }): CsvAnswer {
  return async (request, reply, start) => {
    if (!request.auth) throw new AppError(401, errorMessages.unauthenticated);
    const release = options.slots.take(request.auth.userId);
    try {
      return await csvAnswer(reply, await start(), { writeTimeoutMs: options.writeTimeoutMs, onEnd: release });
    } catch (error) {
      release();
      throw error;
    }
  };
}

/**
 * Sets the headers of a CSV export and answers its records as a byte stream. The first chunk is read before the
 * answer starts, so an export that cannot start (no connection free in time, its first query failing) answers its
 * status rather than a broken download. The stream pulls the next chunk only when the client has taken the last
 * one; a client that takes nothing for `writeTimeoutMs` is cut off, which stops the export's reading and returns
 * its connection. A failure after the first bytes ends the answer without its last chunk, so the client sees a
 * broken download, never a short file that looks whole. `onEnd` runs once the stream has ended, however it ended.
 */
export async function csvAnswer(
  reply: FastifyReply,
  csv: CsvExport,
  options: { writeTimeoutMs: number; onEnd?: () => void },
): Promise<CsvByteStream> {
  const chunks = csv.chunks[Symbol.asyncIterator]();
  const first = await chunks.next();
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .header(csvTotalCountHeader, String(csv.total));
  return byteStream(first, chunks, reply, options.writeTimeoutMs, options.onEnd ?? (() => undefined));
}

function byteStream(
  first: IteratorResult<Chunk>,
  rest: AsyncIterator<Chunk>,
  reply: FastifyReply,
  writeTimeoutMs: number,
  onEnd: () => void,
): CsvByteStream {
  let waiting: IteratorResult<Chunk> | undefined = first;
  let stalled: NodeJS.Timeout | undefined;
  let ended = false;
  const end = () => {
    ended = true;
    clearTimeout(stalled);
    onEnd();
  };
  const stop = async () => {
    if (ended) return;
    end();
    // Stops the export's reading where it is: a COPY is cancelled and its connection closed (db/copy-csv.ts).
    await rest.return?.();
  };
  // However the answer ends before its last chunk (the client went away, the write timeout cut it), the export stops.
  reply.raw.once('close', () => void stop());
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        clearTimeout(stalled);
        const result = waiting ?? (await rest.next());
        waiting = undefined;
        if (result.done) {
          end();
          controller.close();
          return;
        }
        controller.enqueue(typeof result.value === 'string' ? Buffer.from(result.value) : result.value);
        stalled = setTimeout(() => {
          reply.log.warn({ writeTimeoutMs }, 'CSV export cut off: its client took nothing for the write timeout');
          reply.raw.destroy();
        }, writeTimeoutMs);
      },
      cancel: stop,
    },
    // Nothing is read ahead: a chunk is pulled when the answer is ready to write it, so the timer measures the client.
    { highWaterMark: 0 },
  );
}
