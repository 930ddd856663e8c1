// Emulated simulator PCs (apps/simulator's emulator) in a process of their own, for `npm run test:coaster-alerts`:
// the proof stops them without a word (SIGKILL: offline), starts them again on the same state (back online) or
// switches them off (SIGTERM: they deliver their rides and say they shut down). Told what to run by MACHINE_GROUPS,
// a JSON array of { url, licenses, stateDir }: each group plays on its licences against one server process.
import { runEmulator } from '../../simulator/src/emulator.ts';

interface Group {
  url: string;
  licenses: string[];
  stateDir: string;
}

const groups = JSON.parse(process.env.MACHINE_GROUPS ?? '[]') as Group[];
const speed = Number(process.env.MACHINE_SPEED ?? '5');
const stop = new AbortController();
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stop.abort());

const runs = groups.map((group, index) =>
  runEmulator({
    url: group.url,
    devices: group.licenses.length,
    minutes: Infinity,
    speed,
    offlineShare: 0,
    clockSkewShare: 0,
    clockSkewSeconds: 0,
    duplicateShare: 0,
    stateDir: group.stateDir,
    licenses: group.licenses,
    staff: { email: '', password: '' },
    forwardedFor: false,
    progressSeconds: 3_600,
    seed: 86 + index,
    log: (line) => console.log(line),
    signal: stop.signal,
    // A server process killed and started again answers within seconds: the machines' calls wait that long.
    retry: { attempts: 6, baseDelayMs: 500, maxDelayMs: 4_000, maxRetryAfterMs: 5_000, timeoutMs: 10_000 },
  }),
);
console.log(`machines started: ${groups.map((group) => `${group.licenses.length} on ${group.url}`).join(', ')}`);
const summaries = await Promise.all(runs);
const problems = summaries.flatMap((summary) => Object.keys(summary.problems));
console.log(`machines stopped${problems.length > 0 ? `; problems: ${problems.join('; ')}` : ''}`);
