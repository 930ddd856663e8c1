import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { runEmulator } from './emulator.ts';
import type { EmulatorOptions } from './emulator.ts';
import { formatSummary } from './summary.ts';

const usage = `Emulates simulator PCs against a running Orbit server through the device API (apps/simulator/README.md).

npm run simulate -- [options]
  --devices N               machines to run (5)
  --minutes M               how long, in real minutes (10)
  --url URL                 the server (http://127.0.0.1:3000)
  --speed X                 machines play and check in X times faster than real time (10)
  --offline-share S         share of machines that lose the network for a while and play offline (0.2)
  --clock-skew-seconds T    how far off skewed clocks are; behind: --clock-skew-seconds=-300 (300)
  --clock-skew-share S      share of machines with a skewed clock (0.2)
  --duplicate-share S       share of ride batches sent again on purpose (0.1)
  --state-dir DIR           keys, tokens, licence files and ride journals (.data/simulator)
  --licenses KEY,KEY        licence keys for new machines (default: free ones found by signing in as staff)
  --licenses-file FILE      the same from a JSON array of keys
  --staff-email EMAIL       staff account for finding free licences (admin@example.com)
  --staff-password PASS     its password (demo1234)
  --forwarded-for           each machine sends X-Forwarded-For with its own address
  --progress-seconds N      progress line every N seconds (5)
  --seed N                  repeat a run's random choices
  --help`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      devices: { type: 'string', default: '5' },
      minutes: { type: 'string', default: '10' },
      url: { type: 'string', default: 'http://127.0.0.1:3000' },
      speed: { type: 'string', default: '10' },
      'offline-share': { type: 'string', default: '0.2' },
      'clock-skew-seconds': { type: 'string', default: '300' },
      'clock-skew-share': { type: 'string', default: '0.2' },
      'duplicate-share': { type: 'string', default: '0.1' },
      'state-dir': { type: 'string', default: '.data/simulator' },
      licenses: { type: 'string' },
      'licenses-file': { type: 'string' },
      'staff-email': { type: 'string', default: 'admin@example.com' },
      'staff-password': { type: 'string', default: 'demo1234' },
      'forwarded-for': { type: 'boolean', default: false },
      'progress-seconds': { type: 'string', default: '5' },
      seed: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }

  const stop = new AbortController();
  process.once('SIGINT', () => {
    console.log('\nStopping: delivering what is pending (Ctrl-C again to quit at once)');
    stop.abort();
    process.once('SIGINT', () => process.exit(130));
  });

  const options: EmulatorOptions = {
    url: values.url.replace(/\/+$/, ''),
    devices: integer('devices', values.devices, 1),
    minutes: positive('minutes', values.minutes),
    speed: positive('speed', values.speed),
    offlineShare: share('offline-share', values['offline-share']),
    clockSkewSeconds: number('clock-skew-seconds', values['clock-skew-seconds']),
    clockSkewShare: share('clock-skew-share', values['clock-skew-share']),
    duplicateShare: share('duplicate-share', values['duplicate-share']),
    stateDir: values['state-dir'],
    licenses: await licenseKeys(values.licenses, values['licenses-file']),
    staff: { email: values['staff-email'], password: values['staff-password'] },
    forwardedFor: values['forwarded-for'],
    progressSeconds: positive('progress-seconds', values['progress-seconds']),
    seed: values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : integer('seed', values.seed, 0),
    log: (line) => console.log(line),
    signal: stop.signal,
  };
  console.log(`Seed ${options.seed}; state in ${options.stateDir}`);
  const summary = await runEmulator(options);
  console.log(`\nSummary\n${formatSummary(summary)}`);
  return Object.keys(summary.problems).length === 0 ? 0 : 1;
}

async function licenseKeys(list: string | undefined, file: string | undefined): Promise<string[] | null> {
  const keys = list?.split(',') ?? [];
  if (file) {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (!Array.isArray(parsed) || !parsed.every((key) => typeof key === 'string')) {
      throw new UsageError(`--licenses-file ${file} must hold a JSON array of licence keys`);
    }
    keys.push(...parsed);
  }
  const trimmed = keys.map((key) => key.trim()).filter((key) => key !== '');
  return list === undefined && file === undefined ? null : trimmed;
}

class UsageError extends Error {}

function number(name: string, raw: string): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) throw new UsageError(`--${name} must be a number, got "${raw}"`);
  return value;
}

function positive(name: string, raw: string): number {
  const value = number(name, raw);
  if (value <= 0) throw new UsageError(`--${name} must be above 0`);
  return value;
}

function integer(name: string, raw: string, min: number): number {
  const value = number(name, raw);
  if (!Number.isInteger(value) || value < min) throw new UsageError(`--${name} must be a whole number from ${min}`);
  return value;
}

function share(name: string, raw: string): number {
  const value = number(name, raw);
  if (value < 0 || value > 1) throw new UsageError(`--${name} must be between 0 and 1`);
  return value;
}

try {
  process.exitCode = await main();
} catch (error) {
  const usageProblem = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(usageProblem ? `${(error as Error).message}\n\n${usage}` : error);
  process.exitCode = 2;
}
