// `npm run test:coaster-alerts`: coaster alerts told exactly once (ADR 0086), proved on the real server
// (apps/api/src/main.ts) as three processes on one new PostgreSQL database, with emulated machines
// (apps/simulator's emulator, in processes of their own: coaster-alerts-machines.ts) spread over the three.
// The script plays its episodes and logs what it did:
// - two machines of two clients stopped without a word (SIGKILL of their emulator), past their 5-minute threshold,
//   then started again on the same state: each "offline" once and "back online" once, with the outage's length;
// - three machines of one client stopped together: one venue outage to each staff member, and no owner alert
//   (their default 15-minute threshold is not reached);
// - a machine switched off (it says it shuts down): nothing;
// - a machine that keeps checking in without playing, seeded as online for three hours with rides in the same hours
//   of three past weeks: "silent" once;
// - a client whose coins run out: its wallet brought under 7, 3 and 1 days of its pace by debits (the pace seeded
//   as past rides), then to 2 coins, which its two playing machines spend: each runway mark once, one automatic
//   block and one "account blocked";
// - while these play, the alert evaluation runs every 5 s on its schedule and the script sends bursts of three
//   evaluations at once, so that the processes evaluate together; right after the outages' 5 minutes pass, process 2
//   is killed with SIGKILL during a burst (again, up to three times, until an evaluation was cut off), and started
//   again.
// At the end it counts from the database, per episode, the alerts told (`coaster_alerts` rows) and the notifications
// per person by kind (their counts, as grouped repeats add to them), prints a table of expected and told, and exits
// with 1 when any is missing or repeated, or anything was told that the script did not cause.
//
// PostgreSQL only: the script reads and writes the database while the servers run (the machines' last calls, the
// debits, the told alerts) and sends evaluations through the job queue, which the embedded PGlite, one process's
// own, does not allow. About 8 minutes, most of them the stopped machines' 5-minute threshold.
//
//   npm run test:coaster-alerts -- [--postgres postgres://…/name] [--port 3560] [--speed 5]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { staffAlertScopes } from '@orbit/domain';
import { seedDatabase } from '../src/demo/seed.ts';
import { jobSchema } from '../src/jobs/job-schema.ts';
import { DeviceClient } from '../../simulator/src/device-client.ts';
import { signInAt } from './support/cluster-proofs.ts';
import { activateMachine, addMachineClients } from './support/machines.ts';
import { postgresUrlOf, scratchDatabase } from './support/scratch-database.ts';
import { startApiServer, startScript } from './support/server-process.ts';
import type { ServerProcess } from './support/server-process.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    port: { type: 'string', default: '3560' },
    speed: { type: 'string', default: '5' },
  },
});
const postgresUrl = postgresUrlOf(values.postgres) ?? process.env.TEST_DATABASE_URL;
if (!postgresUrl) throw new Error('Three processes share one PostgreSQL: give --postgres postgres://…/orbit');
const basePort = Number(values.port);
const machinesScript = fileURLToPath(new URL('./coaster-alerts-machines.ts', import.meta.url));
const checkInSeconds = 5;
/**
 * The stopped machines' threshold, set through the API (an owner may set 1 minute): long enough for the wallet's
 * marks to play out while the outages wait, as in the runs ADR 0086 records.
 */
const thresholdMinutes = 5;
/** The seeded pace of the client whose coins run out: coins charged per day over the last 7 days. */
const runwayPacePerDay = 1_000;
const started = Date.now();
const clock = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const say = (line: string) => console.log(`[${clock()}] ${line}`);

/** One episode of the script: what it did, and the alert it must cause exactly `expected` times (or never). */
interface Episode {
  episode: string;
  subject: string;
  /** The alert's kind in `coaster_alerts`, or `automaticBlock` (an automatic blocking order). */
  kind: string;
  expected: number;
  /** Who is told and by which notification kind (with `days` for the runway marks). */
  notice: { kind: string; userIds: number[]; days?: number } | null;
}
const episodes: Episode[] = [];

const scratch = await scratchDatabase('coaster_alerts', postgresUrl);
const databaseUrl = (scratch.env as { DATABASE_URL: string }).DATABASE_URL;
const stateDir = await mkdtemp(path.join(tmpdir(), 'orbit-coaster-alerts-'));
let failed = false;
try {
  // ---- The business: demo staff (no rides, so no demo wallet has a runway), four clients of the script's own.
  const setup = await scratch.open();
  let userIds: number[];
  let keys: string[];
  try {
    await setup.migrate();
    await seedDatabase(setup.db, { demo: true, rides: 0 });
    // The third client's coins: its seeded week of rides (7 days at the pace) and 5 days more.
    ({ userIds, licenseKeys: keys } = await addMachineClients(setup, {
      clients: 4,
      licensesEach: 3,
      coins: (index) => (index === 2 ? 12 * runwayPacePerDay : 1_000_000),
      prefix: 'Once',
    }));
  } finally {
    await setup.close();
  }
  const db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  const one = async <Row>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows[0] as Row;
  const [ownerA, ownerB, ownerRunway, ownerVenue] = userIds as [number, number, number, number];
  const license = {
    stopA: keys[0],
    silent: keys[1],
    switchedOff: keys[2],
    stopB: keys[3],
    steadyB: keys[4],
    runway1: keys[6],
    runway2: keys[7],
    venue: keys.slice(9, 12),
  } as const;
  const licenseIdOf = async (key: string) =>
    (await one<{ id: number }>('select id from licenses where key = $1', [key])).id;
  // Past rides: the runway client's pace (charged 4 coins each, one every 5 minutes for 6 days), and the silent
  // machine's habit, a ride an hour before now on the same weekday of each of the last 3 weeks.
  const scenarioId = (await one<{ id: number }>('select min(id) as id from scenarios')).id;
  const pastRides = `insert into rides (license_id, scenario_id, consumed_at, synced_at, duration_seconds, customers_amount,
      charged_amount, ride_cost, credits_added, credits_add_on_keyboard, credits_expired, discount_used)
    select $1, $2, at, at, 240, 4, 4, 20, 20, 0, 0, 0 from unnest($3::timestamptz[]) as at`;
  const ridesEvery5Minutes = Array.from({ length: (7 * runwayPacePerDay) / 4 }, (_, index) =>
    new Date(Date.now() - 3_600_000 - index * 300_000).toISOString(),
  );
  await db.query(pastRides, [await licenseIdOf(license.runway1 ?? ''), scenarioId, ridesEvery5Minutes]);
  const weeksAgo = [1, 2, 3].map((weeks) => new Date(Date.now() - weeks * 7 * 86_400_000 - 3_600_000).toISOString());
  await db.query(pastRides, [await licenseIdOf(license.silent ?? ''), scenarioId, weeksAgo]);
  await db.query('analyze');
  // The demo data holds notifications of its own (the bell has something to show): only later ones count.
  const seededNotices = Number((await one<{ id: number | null }>('select max(id) as id from notifications')).id ?? 0);

  // ---- Three server processes, short windows: offline after 15 s, an evaluation every 5 s.
  const env = {
    ...scratch.env,
    LOG_REQUESTS: 'false',
    CHECK_ANSWERS: 'false',
    DEVICE_CHECK_IN_SECONDS: String(checkInSeconds),
    DEVICE_ACTIVATIONS_PER_IP: '100',
    COASTER_ALERTS_CRON: '*/5 * * * * *',
    // Staff's daily lists half a day from now: a run across 08:00 UTC told the runway watch list, which the script
    // does not cause.
    COASTER_DAILY_CRON: `0 ${(new Date().getUTCHours() + 12) % 24} * * *`,
    JOB_CRON_CHECK_SECONDS: '1',
  };
  const ports = [basePort + 1, basePort + 2, basePort + 3];
  const servers: ServerProcess[] = [];
  for (const port of ports) servers.push(await startApiServer(env, port));
  const urls = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string, string];
  say(`${scratch.description}: three processes on ${ports.join(', ')}`);

  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: jobSchema,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  /** Evaluations sent at once: each process takes one, so they evaluate together. */
  const burst = (name: 'coaster-alerts' | 'coaster-silences') => Promise.all(servers.map(() => boss.send(name, {})));

  const machineProcesses: ServerProcess[] = [];
  const startMachines = async (name: string, groups: { url: string; licenses: string[] }[]) => {
    const machines = await startScript(
      machinesScript,
      {
        MACHINE_SPEED: values.speed,
        MACHINE_GROUPS: JSON.stringify(
          groups.map((group, index) => ({ ...group, stateDir: path.join(stateDir, `${name}-${index}`) })),
        ),
      },
      0,
      'machines started',
    );
    machineProcesses.push(machines);
    return machines;
  };
  let stopping = false;
  const background: Promise<void>[] = [];
  try {
    // ---- The machines, spread over the processes.
    let machinesA = await startMachines('a', [{ url: urls[0], licenses: [license.stopA ?? ''] }]);
    let machinesB = await startMachines('b', [{ url: urls[1], licenses: [license.stopB ?? ''] }]);
    const machinesSwitchedOff = await startMachines('w', [{ url: urls[0], licenses: [license.switchedOff ?? ''] }]);
    const machinesVenue = await startMachines('v', [{ url: urls[2], licenses: [...license.venue] }]);
    await startMachines('steady', [
      { url: urls[1], licenses: [license.steadyB ?? ''] },
      { url: urls[0], licenses: [license.runway1 ?? ''] },
      { url: urls[1], licenses: [license.runway2 ?? ''] },
    ]);
    // The silent machine checks in and never plays.
    const silent = await activateMachine(urls[2], license.silent ?? '', 'once-silent');
    const silentClient = new DeviceClient({ baseUrl: urls[2] });
    background.push(
      (async () => {
        while (!stopping) {
          await silentClient
            .validate(silent.token, {
              nonce: `n${Date.now()}`,
              sentAt: new Date().toISOString(),
              appVersion: '3.2.0',
              gameVersion: '2.4.1',
              pendingRides: 0,
            })
            .catch((error: unknown) => say(`the silent machine's call failed: ${String(error)}`));
          await sleep(((checkInSeconds * 1000) / 5) * 4);
        }
      })(),
    );
    const deviceOf = async (key: string) => {
      for (let tries = 0; tries < 120; tries += 1) {
        const row = await one<{ id: number } | undefined>(
          `select d.id from devices d join licenses l on l.id = d.license_id
           where l.key = $1 and d.revoked_at is null and d.freed_at is null`,
          [key],
        );
        if (row) return row.id;
        await sleep(500);
      }
      throw new Error(`No machine activated on ${key}`);
    };
    const device = {
      a: await deviceOf(license.stopA ?? ''),
      b: await deviceOf(license.stopB ?? ''),
      silent: await deviceOf(license.silent ?? ''),
      switchedOff: await deviceOf(license.switchedOff ?? ''),
      venue: await Promise.all(license.venue.map((key) => deviceOf(key))),
      steady: await Promise.all([license.steadyB, license.runway1, license.runway2].map((key) => deviceOf(key ?? ''))),
    };
    say('11 machines activated and calling');
    // On for three hours already: the silence rule looks back two.
    await db.query(`update devices set online_since = now() - interval '3 hours' where id = $1`, [device.silent]);
    for (const [owner, deviceId] of [
      [ownerA, device.a],
      [ownerB, device.b],
    ] as const) {
      const cookie = await signInAt(urls[0], `once.${userIds.indexOf(owner) + 1}@example.com`);
      const answer = await fetch(`${urls[0]}/api/coasters/${deviceId}/alerts`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ offlineThresholdMinutes: thresholdMinutes }),
      });
      if (!answer.ok) throw new Error(`The alert settings answered ${answer.status}: ${await answer.text()}`);
    }

    // Evaluations at once on every process, besides the schedule's: every 10 s for the alerts, and for the
    // silences, whose schedule runs every 10 minutes.
    background.push(
      (async () => {
        while (!stopping) {
          await Promise.all([burst('coaster-alerts'), burst('coaster-silences')]);
          await sleep(10_000);
        }
      })(),
    );

    const told = async (subject: string, kind: string) =>
      Number(
        (
          await one<{ n: string }>('select count(*) as n from coaster_alerts where subject = $1 and kind = $2', [
            subject,
            kind,
          ])
        ).n,
      );
    const waitUntil = async (check: () => Promise<boolean>, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (await check()) return true;
        await sleep(500);
      }
      return false;
    };
    const lastCallOf = async (deviceId: number) =>
      new Date(
        (await one<{ at: Date }>('select last_seen_at as at from devices where id = $1', [deviceId])).at,
      ).getTime();

    episodes.push({
      episode: 'silent machine (seeded: on 3 h, rides in these hours 3 weeks of 3)',
      subject: `device:${device.silent}`,
      kind: 'silent',
      expected: 1,
      notice: { kind: 'coasterSilent', userIds: [ownerA] },
    });

    // ---- Stopped without a word, switched off, and a venue lost at once.
    await sleep(5_000);
    await Promise.all([machinesA.stop('SIGKILL'), machinesB.stop('SIGKILL'), machinesVenue.stop('SIGKILL')]);
    await machinesSwitchedOff.stop('SIGTERM');
    // Heard calls reach the database within a second (DEVICE_CALLS_FLUSH_MS).
    await sleep(2_500);
    const lastCall = { a: await lastCallOf(device.a), b: await lastCallOf(device.b) };
    say(
      `machines A (device ${device.a}) and B (device ${device.b}) stopped with SIGKILL; venue's 3 stopped; W switched off`,
    );
    const staff = (
      await db.query<{ id: number }>('select id from users where scope = any($1) and disabled_at is null order by id', [
        staffAlertScopes.venueOutage,
      ])
    ).rows.map((row) => row.id);
    episodes.push(
      {
        episode: `3 machines of client ${ownerVenue} stopped together`,
        subject: `user:${ownerVenue}`,
        kind: 'venueOutage',
        expected: 1,
        notice: { kind: 'venueOutage', userIds: staff },
      },
      ...device.venue.map((deviceId) => ({
        episode: `venue machine ${deviceId}, under its 15-minute threshold`,
        subject: `device:${deviceId}`,
        kind: 'offline',
        expected: 0,
        notice: { kind: 'coasterOffline', userIds: [ownerVenue] },
      })),
      {
        episode: `machine W (device ${device.switchedOff}) switched off`,
        subject: `device:${device.switchedOff}`,
        kind: 'offline',
        expected: 0,
        notice: null,
      },
    );

    // ---- The coins running out, while the outages wait for their threshold.
    const runwayStep = async (days: number | null, mark?: number) => {
      const { balance, charged } = await one<{ balance: string; charged: string }>(
        `select (select coalesce(sum(amount), 0) from wallet_records where user_id = $1)
                  - (select coalesce(sum(r.charged_amount), 0) from rides r join licenses l on l.id = r.license_id
                     where l.user_id = $1) as balance,
                (select coalesce(sum(r.charged_amount), 0) from rides r join licenses l on l.id = r.license_id
                 where l.user_id = $1 and r.consumed_at > now() - interval '7 days') as charged`,
        [ownerRunway],
      );
      // One ride's price is one coin here (no tariff): the coins left before the block are the balance.
      const target = days === null ? 2 : Math.floor((days * Number(charged)) / 7);
      const debit = Number(balance) - target;
      await db.query(
        `insert into wallet_records (user_id, amount, issuer_user_id)
         values ($1, $2, (select id from users where email = 'admin@example.com'))`,
        [ownerRunway, -debit],
      );
      say(`client ${ownerRunway}: a debit of ${debit} leaves ${target} coins${days === null ? '' : ` (${days} days)`}`);
      if (mark === undefined) return;
      if (!(await waitUntil(async () => (await told(`user:${ownerRunway}`, `runway${mark}`)) > 0, 60_000)))
        say(`runway mark ${mark} not told within a minute`);
    };
    const runway = (async () => {
      if (!(await waitUntil(async () => (await told(`user:${ownerRunway}`, 'runway7')) > 0, 60_000)))
        say('runway mark 7 not told within a minute');
      await runwayStep(2, 3);
      await runwayStep(0.5, 1);
      await runwayStep(null);
      const blocked = await waitUntil(
        async () =>
          Number(
            (
              await one<{ n: string }>('select count(*) as n from blocking_orders where user_id = $1 and automatic', [
                ownerRunway,
              ])
            ).n,
          ) > 0,
        180_000,
      );
      say(blocked ? `client ${ownerRunway}: its machines spent the rest; blocked` : 'no automatic block in 3 minutes');
    })();
    for (const days of [7, 3, 1]) {
      episodes.push({
        episode: `client ${ownerRunway}'s coins under ${days} day${days === 1 ? '' : 's'}`,
        subject: `user:${ownerRunway}`,
        kind: `runway${days}`,
        expected: 1,
        notice: { kind: 'walletRunwayLow', userIds: [ownerRunway], days },
      });
    }
    episodes.push({
      episode: `client ${ownerRunway}'s coins run out`,
      subject: `user:${ownerRunway}`,
      kind: 'automaticBlock',
      expected: 1,
      notice: { kind: 'accountBlocked', userIds: [ownerRunway] },
    });

    // ---- Right after the outages' threshold passes, process 2 killed while the processes evaluate together.
    const thresholdPassesAt = Math.max(lastCall.a, lastCall.b) + thresholdMinutes * 60_000;
    say(`the outages pass ${thresholdMinutes} minutes in ${((thresholdPassesAt - Date.now()) / 1000).toFixed(0)} s`);
    await sleep(Math.max(0, thresholdPassesAt - Date.now() + 500));
    const kills: { at: number; cutOff: number; downMs: number }[] = [];
    for (let attempt = 0; attempt < 3 && !kills.some((kill) => kill.cutOff > 0); attempt += 1) {
      const killedAt = new Date();
      await burst('coaster-alerts');
      await sleep(80 + attempt * 60);
      await servers[1]?.stop('SIGKILL');
      const killed = Date.now();
      say(`process 2 killed with SIGKILL`);
      servers[1] = await startApiServer(env, ports[1] ?? 0);
      const downMs = Date.now() - killed;
      say(`process 2 listening again after ${(downMs / 1000).toFixed(1)} s`);
      // The others finish theirs within a second; what is still active is what the killed process held.
      await sleep(3_000);
      const cutOff = Number(
        (
          await one<{ n: string }>(
            `select count(*) as n from ${jobSchema}.job
           where name in ('coaster-alerts', 'coaster-silences') and state = 'active' and started_on <= $1`,
            [new Date(killed)],
          )
        ).n,
      );
      say(`${cutOff} evaluation(s) cut off by the kill (started ${killedAt.toISOString()})`);
      kills.push({ at: killed, cutOff, downMs });
    }
    const outagesTold = await waitUntil(
      async () =>
        (await told(`device:${device.a}`, 'offline')) > 0 && (await told(`device:${device.b}`, 'offline')) > 0,
      60_000,
    );
    if (!outagesTold) say('the outages were not both told within a minute of their threshold');

    // ---- Started again on the same state: back online.
    machinesA = await startMachines('a', [{ url: urls[0], licenses: [license.stopA ?? ''] }]);
    machinesB = await startMachines('b', [{ url: urls[1], licenses: [license.stopB ?? ''] }]);
    say('machines A and B started again');
    await waitUntil(
      async () =>
        (await told(`device:${device.a}`, 'backOnline')) > 0 && (await told(`device:${device.b}`, 'backOnline')) > 0,
      60_000,
    );
    const outageMinutes: Record<number, number> = {};
    for (const [name, deviceId, owner] of [
      ['A', device.a, ownerA],
      ['B', device.b, ownerB],
    ] as const) {
      const back = await one<{ at: Date }>('select online_since as at from devices where id = $1', [deviceId]);
      const last = name === 'A' ? lastCall.a : lastCall.b;
      outageMinutes[deviceId] = Math.round((new Date(back.at).getTime() - last) / 60_000);
      episodes.push(
        {
          episode: `machine ${name} (device ${deviceId}) stopped`,
          subject: `device:${deviceId}`,
          kind: 'offline',
          expected: 1,
          notice: { kind: 'coasterOffline', userIds: [owner] },
        },
        {
          episode: `machine ${name} started again, ${outageMinutes[deviceId]} min away`,
          subject: `device:${deviceId}`,
          kind: 'backOnline',
          expected: 1,
          notice: { kind: 'coasterBackOnline', userIds: [owner] },
        },
      );
    }
    await runway;
    episodes.push(
      ...device.steady.map((deviceId) => ({
        episode: `machine ${deviceId} playing throughout${deviceId === device.steady[1] ? '' : ' (on process 2)'}`,
        subject: `device:${deviceId}`,
        kind: 'offline',
        expected: 0,
        notice: null,
      })),
    );
    // More evaluations, on every process: none may tell anything again.
    say('20 s more of evaluations');
    await sleep(20_000);
    stopping = true;
    await Promise.all(background);

    // ---- What was told.
    const rows = (
      await db.query<{ subject: string; kind: string; n: string }>(
        'select subject, kind, count(*) as n from coaster_alerts group by 1, 2',
      )
    ).rows;
    const toldOf = (subject: string, kind: string) =>
      Number(rows.find((row) => row.subject === subject && row.kind === kind)?.n ?? 0);
    const notices = (
      await db.query<{ userId: number; kind: string; days: number | null; n: string; outage: number | null }>(
        `select user_id as "userId", kind, (params->>'days')::int as days, sum(count) as n,
                max((params->>'outageMinutes')::int) as outage
         from notifications where id > $1 and kind in ('coasterOffline', 'coasterStillOffline', 'coasterBackOnline',
           'coasterSyncBacklog', 'coasterSilent', 'licenseFileExpiring', 'walletRunwayLow', 'venueOutage',
           'accountBlocked')
         group by 1, 2, 3`,
        [seededNotices],
      )
    ).rows;
    const blocks = Number(
      (
        await one<{ n: string }>('select count(*) as n from blocking_orders where user_id = $1 and automatic', [
          ownerRunway,
        ])
      ).n,
    );
    const jobs = await one<{ alerts: string; silences: string; failed: string }>(
      `select count(*) filter (where name = 'coaster-alerts' and state = 'completed') as alerts,
              count(*) filter (where name = 'coaster-silences' and state = 'completed') as silences,
              count(*) filter (where name in ('coaster-alerts', 'coaster-silences') and state in ('failed', 'active')) as failed
       from ${jobSchema}.job`,
    );

    const table: string[][] = [['episode', 'alert', 'expected', 'told', 'notified (each person)']];
    const accounted = new Set<string>();
    const noticeKey = (userId: number, kind: string, days: number | null) => `${userId} ${kind} ${days ?? ''}`;
    for (const item of episodes) {
      const count = item.kind === 'automaticBlock' ? blocks : toldOf(item.subject, item.kind);
      accounted.add(`${item.subject} ${item.kind}`);
      const perPerson = (item.notice?.userIds ?? []).map((userId) => {
        const days = item.notice?.days ?? null;
        accounted.add(noticeKey(userId, item.notice?.kind ?? '', days));
        return Number(
          notices.find((row) => row.userId === userId && row.kind === item.notice?.kind && row.days === days)?.n ?? 0,
        );
      });
      const noticesOk = perPerson.every((n) => n === item.expected);
      const ok = count === item.expected && noticesOk;
      if (!ok) failed = true;
      const people = perPerson.length === 0 ? '–' : `${item.notice?.kind} ${perPerson.join(' ')}`;
      table.push([`${ok ? '' : 'FAIL '}${item.episode}`, item.kind, String(item.expected), String(count), people]);
    }
    // Anything told that no episode of the script caused is wrong too.
    for (const row of rows) {
      if (accounted.has(`${row.subject} ${row.kind}`)) continue;
      failed = true;
      table.push([`FAIL not caused by the script`, `${row.subject} ${row.kind}`, '0', row.n, '']);
    }
    for (const row of notices) {
      if (accounted.has(noticeKey(row.userId, row.kind, row.days))) continue;
      failed = true;
      table.push([`FAIL not caused by the script`, `user ${row.userId}`, '0', '', `${row.kind} ${row.n}`]);
    }
    const widths = table[0]?.map((_, column) => Math.max(...table.map((line) => (line[column] ?? '').length))) ?? [];
    console.log('');
    for (const line of table) console.log(line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
    for (const [deviceId, owner] of [
      [device.a, ownerA],
      [device.b, ownerB],
    ] as const) {
      const minutes = outageMinutes[deviceId];
      const said = notices.find((row) => row.kind === 'coasterBackOnline' && row.userId === owner);
      const ok = said?.outage === minutes;
      if (!ok) failed = true;
      console.log(
        `${ok ? 'ok  ' : 'FAIL'} device ${deviceId}: "back online" says ${said?.outage ?? '–'} min away; measured ${minutes}`,
      );
    }
    // When the outages were told, beside the kill: the evaluations that told them ran as it struck.
    const fired = await db.query<{ subject: string; at: Date }>(
      `select subject, fired_at as at from coaster_alerts where kind = 'offline' and subject = any($1) order by 1`,
      [[`device:${device.a}`, `device:${device.b}`]],
    );
    const firstKill = kills[0]?.at ?? 0;
    console.log(
      `Outages told ${fired.rows
        .map((row) => `${row.subject} ${((new Date(row.at).getTime() - firstKill) / 1000).toFixed(1)} s`)
        .join(
          ', ',
        )} from the first kill, which came ${((firstKill - thresholdPassesAt) / 1000).toFixed(1)} s after their threshold passed.`,
    );
    console.log(
      `\nEvaluations completed: ${jobs.alerts} of the alerts, ${jobs.silences} of the silences; ` +
        `${jobs.failed} cut off (active or failed). Kills of process 2: ${kills.length}, evaluations cut off ` +
        `${kills.map((kill) => kill.cutOff).join(', ')}, down ${kills.map((kill) => `${(kill.downMs / 1000).toFixed(1)} s`).join(', ')}. ` +
        `Run ${((Date.now() - started) / 60_000).toFixed(1)} minutes.`,
    );
  } finally {
    stopping = true;
    await Promise.allSettled(background);
    await Promise.all(machineProcesses.map((machines) => machines.stop('SIGTERM')));
    await boss.stop({ graceful: false });
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    await db.end();
  }
} finally {
  await scratch.drop();
  await rm(stateDir, { recursive: true, force: true });
}
console.log(failed ? '\nSome alert was missing or repeated.' : '\nEvery alert told exactly once.');
process.exit(failed ? 1 : 0);
