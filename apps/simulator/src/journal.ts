import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { DeviceRide, DeviceRideResult } from '@orbit/contract';

/** A ride's fields before the journal gives it its identity (`id`, `seq`). */
export type RideFields = Omit<DeviceRide, 'id' | 'seq'>;

/** What the server said of a ride, as far as the journal cares. */
export type RideOutcome = Pick<DeviceRideResult, 'id' | 'status' | 'reason'>;

/** One line of the journal file (JSON lines): the last seq given, a ride played, or a ride the server answered. */
type JournalLine =
  | { t: 'seq'; last: number }
  | { t: 'ride'; ride: DeviceRide }
  | { t: 'done'; id: string; status: DeviceRideResult['status']; reason?: string };

/** Settled lines kept before the file is rewritten with the pending rides alone. */
const compactAfterSettled = 2000;

/**
 * The machine's journal of rides, on disk before a ride is first sent: each ride gets a UUID and the next `seq`
 * when it is written, so a retry after a crash or a lost answer sends the very same ride. A ride leaves the journal
 * once the server answered it (accepted or duplicate; conflict and rejected are final too, and never retried).
 *
 * Each line is appended and flushed (fsync) before `add` or `settle` resolves; rewriting the file goes through a
 * temporary file and a rename, so a crash leaves the old file or the new one, at worst with a torn last line,
 * which opening skips.
 */
export class RideJournal {
  readonly file: string;
  #handle: FileHandle;
  readonly #pending: Map<string, DeviceRide>;
  #lastSeq: number;
  #settledLines = 0;
  /** Writes go one after the other, so lines never interleave. */
  #writes: Promise<unknown> = Promise.resolve();

  private constructor(file: string, handle: FileHandle, pending: Map<string, DeviceRide>, lastSeq: number) {
    this.file = file;
    this.#handle = handle;
    this.#pending = pending;
    this.#lastSeq = lastSeq;
  }

  /** Opens (or creates) the journal at `file` and rewrites it with what is still pending. */
  static async open(file: string): Promise<RideJournal> {
    await mkdir(path.dirname(file), { recursive: true });
    const { pending, lastSeq } = parseJournal(await readIfExists(file));
    await writeFileAtomically(file, journalText(pending.values(), lastSeq));
    return new RideJournal(file, await open(file, 'a'), pending, lastSeq);
  }

  /** The highest `seq` given so far; the next ride gets one more. */
  get lastSeq(): number {
    return this.#lastSeq;
  }

  get pendingCount(): number {
    return this.#pending.size;
  }

  /** The rides not yet answered, in `seq` order. */
  pending(): DeviceRide[] {
    return [...this.#pending.values()].sort((a, b) => a.seq - b.seq);
  }

  /** Gives the ride its id and seq and saves it; resolves once it is on disk. */
  add(fields: RideFields): Promise<DeviceRide> {
    return this.#serially(async () => {
      const ride: DeviceRide = { id: randomUUID(), seq: this.#lastSeq + 1, ...fields };
      await this.#append([{ t: 'ride', ride }]);
      this.#lastSeq = ride.seq;
      this.#pending.set(ride.id, ride);
      return ride;
    });
  }

  /** Records the server's answers; the rides answered leave the pending list. Unknown ids are ignored. */
  settle(outcomes: readonly RideOutcome[]): Promise<void> {
    return this.#serially(async () => {
      const lines: JournalLine[] = [];
      for (const { id, status, reason } of outcomes) {
        if (id === null || !this.#pending.has(id)) continue;
        lines.push(reason ? { t: 'done', id, status, reason } : { t: 'done', id, status });
      }
      if (lines.length === 0) return;
      await this.#append(lines);
      for (const line of lines) if (line.t === 'done') this.#pending.delete(line.id);
      this.#settledLines += lines.length;
      if (this.#settledLines >= compactAfterSettled) await this.#compact();
    });
  }

  /** Rewrites the file with the pending rides alone. */
  compact(): Promise<void> {
    return this.#serially(() => this.#compact());
  }

  close(): Promise<void> {
    return this.#serially(() => this.#handle.close());
  }

  async #compact(): Promise<void> {
    await this.#handle.close();
    await writeFileAtomically(this.file, journalText(this.#pending.values(), this.#lastSeq));
    this.#handle = await open(this.file, 'a');
    this.#settledLines = 0;
  }

  async #append(lines: readonly JournalLine[]): Promise<void> {
    await this.#handle.appendFile(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    await this.#handle.sync();
  }

  #serially<Result>(work: () => Promise<Result>): Promise<Result> {
    const result = this.#writes.then(work);
    this.#writes = result.catch(() => undefined);
    return result;
  }
}

function parseJournal(text: string): { pending: Map<string, DeviceRide>; lastSeq: number } {
  const pending = new Map<string, DeviceRide>();
  let lastSeq = 0;
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  lines.forEach((text, index) => {
    let line: JournalLine;
    try {
      line = JSON.parse(text) as JournalLine;
    } catch (error) {
      // Only the last line can be torn (a crash while appending); anything else is damage worth stopping for.
      if (index === lines.length - 1) return;
      throw new Error(`Journal line ${index + 1} is not JSON`, { cause: error });
    }
    if (line.t === 'seq') lastSeq = Math.max(lastSeq, line.last);
    if (line.t === 'ride') {
      pending.set(line.ride.id, line.ride);
      lastSeq = Math.max(lastSeq, line.ride.seq);
    }
    if (line.t === 'done') pending.delete(line.id);
  });
  return { pending, lastSeq };
}

function journalText(pending: Iterable<DeviceRide>, lastSeq: number): string {
  const lines: JournalLine[] = [
    { t: 'seq', last: lastSeq },
    ...[...pending].map((ride) => ({ t: 'ride', ride }) as const),
  ];
  return lines.map((line) => `${JSON.stringify(line)}\n`).join('');
}

async function readIfExists(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/** Writes a temporary file beside `file`, flushes it, and renames it over `file`: readers see old or new, whole. */
export async function writeFileAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/** A JSON file written by `writeFileAtomically`, or null when there is none. */
export async function readJsonFile<Value>(file: string): Promise<Value | null> {
  const text = await readIfExists(file);
  return text === '' ? null : (JSON.parse(text) as Value);
}
