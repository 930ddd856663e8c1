import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { driverClientOf } from './client.ts';
import type { Database } from './client.ts';

const dialect = new PgDialect();
const quote = 0x22;
const lineFeed = 0x0a;
const crlf = Buffer.from('\r\n');
const quotedName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * COPY ends each record with a line feed; CSV (RFC 4180, and the console's own files) ends them with CR LF. A line
 * feed inside a quoted cell is part of the cell and stays. Quotes are counted across chunks: a doubled quote
 * inside a cell toggles twice, so the count says whether a byte is inside a cell.
 */
export function crlfRecordEnds(): Transform {
  let inQuotes = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      if (!inQuotes && !chunk.includes(quote)) {
        // Most chunks hold no quoted cell: one replacement over the bytes as latin1 keeps every byte as it is.
        done(null, Buffer.from(chunk.toString('latin1').replaceAll('\n', '\r\n'), 'latin1'));
        return;
      }
      const parts: Buffer[] = [];
      let from = 0;
      for (let index = 0; index < chunk.length; index++) {
        const byte = chunk[index];
        if (byte === quote) inQuotes = !inQuotes;
        else if (byte === lineFeed && !inQuotes) {
          parts.push(chunk.subarray(from, index), crlf);
          from = index + 1;
        }
      }
      parts.push(chunk.subarray(from));
      done(null, Buffer.concat(parts));
    },
  });
}

/**
 * The rows of a query as CSV records (CR LF ends, no header), the values of `quotedColumns` (names the query gives
 * its columns) always quoted and NULL left empty, streamed by PostgreSQL's COPY as they are read: a
 * million rows leave the database in about the time one query takes, in chunks of 64 KB, without a step or a
 * row object between. COPY takes no bound parameters, so the query's values are written into it as literals
 * (strings quoted by doubling their quotes, which `standard_conforming_strings`, on since PostgreSQL 9.1, makes
 * safe; the session asserts it). Null on PGlite, which has no COPY to a stream: its callers read in steps.
 */
export function copyCsv(db: Database, query: SQL, quotedColumns: readonly string[]): AsyncIterable<Buffer> | null {
  const client = driverClientOf(db);
  if (!(client instanceof pg.Pool)) return null;
  const pool = client;
  const text = dialect.sqlToQuery(query.inlineParams()).sql;
  const forceQuote = quotedColumns.length > 0 ? `, force_quote (${quotedColumns.map(quotedName).join(', ')})` : '';
  return (async function* () {
    const connection = await pool.connect();
    let finished = false;
    try {
      await connection.query('set standard_conforming_strings = on');
      const copied = connection.query(copyTo(`copy (${text}) to stdout with (format csv${forceQuote})`));
      const records = crlfRecordEnds();
      const flowing = pipeline(copied, records);
      // A failure of either stream also ends the loop below with that error; this keeps it from going unhandled.
      flowing.catch(() => undefined);
      try {
        for await (const chunk of records) yield chunk as Buffer;
        await flowing;
        finished = true;
      } finally {
        // A reader that stops early (the client went away) or a failure leaves COPY half read: stop it.
        if (!finished) copied.destroy();
      }
    } finally {
      // A connection left in the middle of a COPY cannot serve another query: it is closed, not pooled.
      connection.release(!finished);
    }
  })();
}
