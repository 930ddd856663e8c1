// Runs the checks of `npm test` and `npm run test:changed` as steps: each with a time limit, output shown as it
// comes, and a summary at the end that gives each step's seconds and names the test files that failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

/** Where steps write the machine-readable reports the summary reads their failures from (git-ignored). */
export const reportsDir = join(root, 'test-results', 'reports');

export interface Command {
  /** What the summary and the log call it. */
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

export interface Step extends Command {
  /** The step is stopped past this many minutes, with a message that says so. */
  timeoutMinutes: number;
  /** The test files that failed, read from the step's report after it ran. */
  failures?: () => string[];
  /** What the summary names even when the step passed, such as tests that passed only on a retry. */
  notes?: () => string[];
  /**
   * Commands run at the same time as the step's own (each core does one; their output is printed when each ends).
   * The step fails if any of them does.
   */
  alongside?: Command[];
}

export interface StepResult {
  name: string;
  ok: boolean;
  seconds: number;
  /** Why it failed when that is not the command's own output: a time limit, a command that did not start. */
  reason?: string;
  failures: string[];
  notes: string[];
  /** The share of the machine's cores that were busy during the step (anything running counts), where readable. */
  coresBusy?: number;
}

interface Outcome {
  ok: boolean;
  reason?: string;
  output?: string;
}

/**
 * Runs a command in a process group of its own, so a time limit stops it with everything it started (servers,
 * browsers, workers). `buffered` keeps its output until it ends, for commands that run beside another.
 */
function runCommand(command: Command, deadline: number, buffered: boolean, stop: AbortSignal): Promise<Outcome> {
  return new Promise((resolveOutcome) => {
    const child = spawn(command.command, command.args, {
      cwd: root,
      env: { ...process.env, ...command.env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: true,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let reason: string | undefined;
    const kill = (why: string) => {
      reason ??= why;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const limit = Math.max(0, deadline - Date.now());
    const timer = setTimeout(
      () => kill(`stopped after ${Math.round(limit / 60_000)} minutes, its time limit: it hung or ran far too long`),
      limit,
    );
    const onStop = () => kill('stopped: a check beside it failed');
    stop.addEventListener('abort', onStop, { once: true });
    child.on('error', (error) => {
      reason ??= `could not start ${command.command}: ${error.message}`;
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      stop.removeEventListener('abort', onStop);
      const ok = reason === undefined && code === 0;
      resolveOutcome({ ok, reason: ok ? undefined : (reason ?? (signal ? `ended by ${signal}` : undefined)), output });
    });
  });
}

/** The machine's CPU time so far, busy and in all (Linux's /proc/stat, in clock ticks); undefined elsewhere. */
function cpuTimes(): { busy: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    // idle and iowait are the fourth and fifth fields.
    return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
  } catch {
    return undefined;
  }
}

/**
 * How busy the cores were between two readings: a step far below 100 % leaves room for work beside it, one near
 * 100 % is as fast as the machine allows (ADR 0085).
 */
function coresBusyBetween(before: ReturnType<typeof cpuTimes>, after: ReturnType<typeof cpuTimes>): number | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  return (after.busy - before.busy) / (after.total - before.total);
}

/** Runs one step (and the commands beside it); never throws. */
export async function runStep(step: Step): Promise<StepResult> {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const cpuBefore = cpuTimes();
  const deadline = started + step.timeoutMinutes * 60_000;
  const stop = new AbortController();
  const alongside = (step.alongside ?? []).map(async (command) => {
    const outcome = await runCommand(command, deadline, true, stop.signal);
    console.log(`\n--- ${command.name} (beside ${step.name}): ${outcome.ok ? 'passed' : 'failed'} ---`);
    process.stdout.write(outcome.output ?? '');
    if (!outcome.ok) stop.abort();
    return { ...outcome, name: command.name };
  });
  const own = await runCommand(step, deadline, false, stop.signal);
  if (!own.ok) stop.abort();
  const others = await Promise.all(alongside);
  const failedBeside = others.filter((outcome) => !outcome.ok);
  const ok = own.ok && failedBeside.length === 0;
  const reasons = [
    own.ok ? undefined : own.reason,
    ...failedBeside.map((outcome) => `${outcome.name} failed${outcome.reason ? ` (${outcome.reason})` : ''}`),
  ].filter((reason): reason is string => reason !== undefined);
  const read = (report: (() => string[]) | undefined) => {
    try {
      return report?.() ?? [];
    } catch {
      return [];
    }
  };
  return {
    name: step.name,
    ok,
    seconds: (Date.now() - started) / 1000,
    reason: reasons.join('; ') || undefined,
    failures: ok ? [] : read(step.failures),
    notes: read(step.notes),
    coresBusy: coresBusyBetween(cpuBefore, cpuTimes()),
  };
}

/**
 * Runs the steps in order and stops at the first that fails; prints each step's seconds and what failed. Returns
 * whether every step passed.
 */
export async function runSteps(steps: readonly Step[], title: string): Promise<boolean> {
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const started = Date.now();
  const results: StepResult[] = [];
  for (const step of steps) {
    const result = await runStep(step);
    results.push(result);
    if (!result.ok) break;
  }
  console.log(`\n=== summary: ${title} ===`);
  for (const result of results) {
    const busy = result.coresBusy === undefined ? '' : `, cores ${Math.round(result.coresBusy * 100)} % busy`;
    console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(1)} s${busy})`);
    if (result.reason) console.log(`     ${result.reason}`);
    for (const file of result.failures) console.log(`     failed: ${file}`);
    for (const note of result.notes) console.log(`     ${note}`);
  }
  const failed = results.filter((result) => !result.ok).length;
  const skipped = steps.length - results.length;
  console.log(
    `checks: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} not run` : ''} ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return failed === 0;
}

/** The test files a Vitest JSON report (`--reporter=json`) names as failed. */
export function vitestFailures(reportFile: string): string[] {
  if (!existsSync(reportFile)) return [];
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    testResults?: { name: string; status: string }[];
  };
  return (report.testResults ?? []).filter((file) => file.status === 'failed').map((file) => relative(root, file.name));
}

/** The spec files a Playwright JSON report names with a failed or flaky test. */
export function playwrightFailures(reportFile: string): string[] {
  if (!existsSync(reportFile)) return [];
  interface Suite {
    file: string;
    specs?: { ok: boolean; title: string }[];
    suites?: Suite[];
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { suites?: Suite[] };
  const failed = new Set<string>();
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) if (!spec.ok) failed.add(`${suite.file} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...failed];
}

interface StoryReport {
  failed: string[];
  retried: string[];
}

function storyReport(reportFile: string): StoryReport {
  if (!existsSync(reportFile)) return { failed: [], retried: [] };
  return JSON.parse(readFileSync(reportFile, 'utf8')) as StoryReport;
}

/** The stories the story runner's report names as failed (written by failure-summary-reporter.cjs). */
export function storyFailures(reportFile: string): string[] {
  return storyReport(reportFile).failed;
}

/** The stories that passed only on their retry, so that a flaky story is seen. */
export function storyRetries(reportFile: string): string[] {
  return storyReport(reportFile).retried.map((story) => `passed only on its retry: ${story}`);
}
