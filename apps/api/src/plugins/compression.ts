import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers below this many bytes go out as they are: a compressed header and trailer would outweigh the saving
 * (ADR 0034).
 */
export const compressionThresholdBytes = 1024;

/**
 * Compresses answers built at request time (API JSON, CSV exports as they stream, the page with its nonce) with
 * brotli or gzip, as `Accept-Encoding` prefers. The console's files were compressed at build time and go out as
 * stored (`preCompressed` in console-static.ts): an answer that already has a Content-Encoding is left alone.
 * Brotli runs at quality 4 here (the plugin's default), near gzip -9 in size at a fraction of the time of 11.
 *
 * A streamed answer is flushed after every chunk its source writes. The CSV exports (ADR 0026) write their header
 * row first and then a step of rows at a time: flushed, the header row goes out at once as before, so a failure
 * later still cuts the connection and the client sees a broken download. Unflushed, brotli kept everything until
 * the end, and a failure turned into an error answer carrying the CSV's headers and `Content-Encoding: br`.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: compressionThresholdBytes,
    zlibOptions: { flush: constants.Z_SYNC_FLUSH },
    brotliOptions: { flush: constants.BROTLI_OPERATION_FLUSH },
  });
}

/**
 * The settings of the staff reports' JSON pages of up to 5,000 rows (a rides page is 2.2 MB), which run to
 * megabytes: on a rides page gzip 6 took 16.6 ms and brotli 4 11.9 ms, gzip 1 6.9 ms (318 KB instead of 253 KB) and
 * brotli 2 6.6 ms (225 KB instead of 193 KB), a tenth of the report's time for a quarter more bytes. A page is
 * written whole, so nothing is flushed on the way (ADR 0034). Output buffers of 256 KB make a page's compression a
 * few trips to the thread pool instead of one per 16 KB: 4 ms instead of 5–6 ms from text to last byte.
 */
export const reportPageCompression = {
  encodings: ['br', 'gzip'],
  threshold: compressionThresholdBytes,
  zlibOptions: { level: 1, chunkSize: 256 * 1024 },
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 }, chunkSize: 256 * 1024 },
} satisfies FastifyCompressOptions;

/**
 * The CSV exports' own settings: a million rides are 150 MB of CSV, which brotli 4 took about 3 s to compress, longer
 * than the database took to write them. Compression runs beside the database's COPY on the same cores, so the
 * fastest setting that still shrinks the file well wins: on 30 MB of rides brotli 1 did 228 MB/s (3.6 times
 * smaller), brotli 2 121 MB/s (5.4) and gzip 1, for clients without brotli, 110–139 MB/s (3.4). Flushed after every
 * chunk, as above.
 */
export const exportCompression = {
  ...reportPageCompression,
  zlibOptions: { ...reportPageCompression.zlibOptions, flush: constants.Z_SYNC_FLUSH },
  brotliOptions: {
    ...reportPageCompression.brotliOptions,
    params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
    flush: constants.BROTLI_OPERATION_FLUSH,
  },
} satisfies FastifyCompressOptions;
