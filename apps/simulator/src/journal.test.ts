import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deviceRideSchema } from '@orbit/contract';
import { RideJournal, readJsonFile, writeFileAtomically } from './journal.ts';
import type { RideFields } from './journal.ts';

const fields = (scenarioId: number): RideFields => ({
  consumedAt: '2026-11-27T09:41:07.000Z',
  durationInSeconds: 300,
  customersAmount: 2,
  scenarioId,
  rideCost: 10,
  creditsAdded: 10,
  creditsAddOnKeyboard: 0,
  creditsExpired: 0,
  discountUsed: 0,
});

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'orbit-journal-'));
  file = path.join(dir, 'machine', 'rides.jsonl');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the ride journal', () => {
  it('gives each ride a UUID and the next seq from 1, on disk before it resolves', async () => {
    const journal = await RideJournal.open(file);
    const first = await journal.add(fields(1));
    const second = await journal.add(fields(2));
    expect(deviceRideSchema.parse(first)).toEqual(first);
    expect([first.seq, second.seq]).toEqual([1, 2]);
    expect(first.id).not.toBe(second.id);
    expect(await readFile(file, 'utf8')).toContain(second.id);
    await journal.close();
  });

  it('keeps pending rides and the seq across a restart, without the rides the server answered', async () => {
    const journal = await RideJournal.open(file);
    const rides = [];
    for (let scenarioId = 1; scenarioId <= 5; scenarioId += 1) rides.push(await journal.add(fields(scenarioId)));
    await journal.settle([
      { id: rides[0]?.id ?? null, status: 'accepted' },
      { id: rides[1]?.id ?? null, status: 'duplicate' },
      { id: rides[2]?.id ?? null, status: 'rejected', reason: 'unknown_scenario' },
    ]);
    // No close: as after a crash.
    const reopened = await RideJournal.open(file);
    expect(reopened.pending()).toEqual([rides[3], rides[4]]);
    expect(reopened.lastSeq).toBe(5);
    await reopened.settle([
      { id: rides[3]?.id ?? null, status: 'conflict' },
      { id: rides[4]?.id ?? null, status: 'accepted' },
    ]);
    await reopened.close();

    const again = await RideJournal.open(file);
    expect(again.pendingCount).toBe(0);
    expect((await again.add(fields(9))).seq).toBe(6);
    await again.close();
    await journal.close();
  });

  it('ignores answers for rides it does not hold', async () => {
    const journal = await RideJournal.open(file);
    const ride = await journal.add(fields(1));
    await journal.settle([
      { id: null, status: 'rejected', reason: 'bad_values' },
      { id: 'e9b7c0b5-5d3e-4a59-8a64-0d0f7c0c1a2b', status: 'accepted' },
    ]);
    expect(journal.pending()).toEqual([ride]);
    await journal.close();
  });

  it('skips a torn last line, as a crash while appending leaves it', async () => {
    const journal = await RideJournal.open(file);
    const ride = await journal.add(fields(1));
    await journal.close();
    await appendFile(file, '{"t":"ride","ride":{"id":"3d6f4c1e');
    const reopened = await RideJournal.open(file);
    expect(reopened.pending()).toEqual([ride]);
    expect((await reopened.add(fields(2))).seq).toBe(2);
    await reopened.close();
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    expect(lines.every((line) => JSON.parse(line))).toBe(true);
  });

  it('keeps the seq after compaction drops every settled ride', async () => {
    const journal = await RideJournal.open(file);
    const rides = await Promise.all([journal.add(fields(1)), journal.add(fields(2)), journal.add(fields(3))]);
    expect(rides.map((ride) => ride.seq)).toEqual([1, 2, 3]);
    await journal.settle(rides.map((ride) => ({ id: ride.id, status: 'accepted' as const })));
    await journal.compact();
    expect((await readFile(file, 'utf8')).trim()).toBe('{"t":"seq","last":3}');
    await journal.close();
    const reopened = await RideJournal.open(file);
    expect((await reopened.add(fields(4))).seq).toBe(4);
    await reopened.close();
  });
});

describe('atomic JSON files', () => {
  it('writes through a temporary file and reads back; a missing file reads as null', async () => {
    const target = path.join(dir, 'machine.json');
    expect(await readJsonFile(target)).toBeNull();
    await writeFileAtomically(target, JSON.stringify({ token: 'a' }));
    await writeFileAtomically(target, JSON.stringify({ token: 'b' }));
    expect(await readJsonFile(target)).toEqual({ token: 'b' });
  });
});
