import type { FastifyReply } from 'fastify';
import { csvTotalCountHeader } from '@orbit/contract';
import type { CsvByteStream } from '@orbit/contract';
import type { CsvExport } from '../services/admin-report-export-service.ts';

/**
 * Sets the headers of a CSV export and answers its records as a byte stream, written as the rows are read: the
 * stream pulls the next step only when the client has taken the last one. A failure after the first bytes ends
 * the answer without its last chunk, so the client sees a broken download, never a short file that looks whole.
 */
export function csvAnswer(reply: FastifyReply, csv: CsvExport): CsvByteStream {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .header(csvTotalCountHeader, String(csv.total));
  return ReadableStream.from(asBytes(csv.chunks));
}

async function* asBytes(chunks: AsyncIterable<string | Uint8Array>): AsyncGenerator<Uint8Array> {
  for await (const chunk of chunks) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
}
