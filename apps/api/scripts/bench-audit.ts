// `npm run bench:audit`: how fast the audit log takes entries (ADR 0054). Writers each run transactions that insert
// one entry, as a staff change does at its end, for a few seconds, first one writer alone and then many at once:
// entries per second and the p50 and p99 of one transaction. The embedded PGlite always; PostgreSQL too with
// --postgres or DATABASE_URL (in a new database named after the URL's, dropped at the end).
//
//   npm run bench:audit -- [--writers 16] [--seconds 10] [--postgres postgres://…/name] [--only postgres|pglite]
import { parseArgs } from 'node:util';
import type { DatabaseHandle } from '../src/db/client.ts';
import { auditRepository } from '../src/areas/audit/index.ts';
import { postgresUrlOf, scratchDatabase } from './support/scratch-database.ts';
import { noRequest } from '../src/shared/origin.ts';

const { values } = parseArgs({
  options: {
    writers: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
    postgres: { type: 'string' },
    only: { type: 'string' },
  },
});
const manyWriters = Number(values.writers);
const seconds = Number(values.seconds);

interface Measure {
  entriesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** `writers` loops, each a transaction after the other, each inserting one entry, for `seconds`. */
async function measure(handle: DatabaseHandle, writers: number): Promise<Measure> {
  const durations: number[] = [];
  const endAt = performance.now() + seconds * 1000;
  let written = 0;
  const writer = async (index: number) => {
    while (performance.now() < endAt) {
      const started = performance.now();
      await handle.db.transaction((tx) =>
        auditRepository(tx).insert(
          {
            actorUserId: null,
            action: 'bench.write',
            targetType: 'user',
            targetId: String(index),
            before: { count: written },
            after: { count: written + 1, writer: index },
          },
          noRequest,
        ),
      );
      durations.push(performance.now() - started);
      written += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: writers }, (_, index) => writer(index)));
  const elapsed = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return { entriesPerSecond: written / elapsed, p50Ms: percentile(durations, 0.5), p99Ms: percentile(durations, 0.99) };
}

const show = (writers: number, figure: Measure) =>
  `  ${String(writers).padStart(3)} writer(s): ${Math.round(figure.entriesPerSecond).toLocaleString('en')} entries/s, ` +
  `p50 ${figure.p50Ms.toFixed(1)} ms, p99 ${figure.p99Ms.toFixed(1)} ms`;

const postgresUrl = postgresUrlOf(values.postgres);
const kinds = [undefined, postgresUrl].filter(
  (url, index) => (index === 0 || url !== undefined) && (values.only ?? '') !== (url ? 'pglite' : 'postgres'),
);
for (const url of kinds) {
  const scratch = await scratchDatabase('audit', url);
  const handle = await scratch.open();
  try {
    await handle.migrate();
    console.log(`${scratch.description}, ${seconds} s per run`);
    // PGlite has one connection: its writers only queue, so one run says all.
    const runs = scratch.kind === 'PGlite' ? [1] : [1, manyWriters];
    for (const writers of runs) console.log(show(writers, await measure(handle, writers)));
  } finally {
    await handle.close();
    await scratch.drop();
  }
}
