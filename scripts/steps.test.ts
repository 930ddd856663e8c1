import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { playwrightFailures, runStep, vitestFailures, type Step } from './steps.ts';

const node = (code: string): Pick<Step, 'command' | 'args'> => ({ command: process.execPath, args: ['-e', code] });

describe('runStep', () => {
  it('passes a command that ends well and gives its seconds', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const result = await runStep({ name: 'quick', ...node('process.exit(0)'), timeoutMinutes: 1 });
    expect(result).toMatchObject({ name: 'quick', ok: true, failures: [] });
    expect(result.seconds).toBeGreaterThan(0);
  });

  it('stops a command past its time limit, with everything it started, and says so', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const pidFile = join(mkdtempSync(join(tmpdir(), 'orbit-steps-')), 'child.pid');
    const started = Date.now();
    const result = await runStep({
      name: 'hangs',
      // A child of the command that would outlive it if only the command were stopped.
      ...node(
        `const child = require('node:child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);` +
          `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(child.pid)); setTimeout(() => {}, 60000)`,
      ),
      timeoutMinutes: 0.02,
    });
    expect(result.ok).toBe(false);
    expect(result.reason).toMatch(/time limit/);
    expect(Date.now() - started).toBeLessThan(20_000);
    const childPid = Number(readFileSync(pidFile, 'utf8'));
    // Gone, or a zombie waiting for init to read its exit status: either way no longer running.
    const running = () =>
      existsSync(`/proc/${childPid}`) && !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${childPid}/stat`, 'utf8'));
    await vi.waitFor(() => expect(running()).toBe(false), { timeout: 5_000 });
  });

  it('fails the step when a command beside it fails, and names it', async () => {
    const output: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => output.push(line));
    const result = await runStep({
      name: 'main',
      ...node('setTimeout(() => {}, 60000)'),
      timeoutMinutes: 1,
      alongside: [{ name: 'beside', ...node("console.log('what went wrong'); process.exit(3)") }],
    });
    expect(result.ok).toBe(false);
    expect(result.reason).toContain('beside failed');
    // The command it ran beside was stopped rather than left to its time limit.
    expect(result.seconds).toBeLessThan(30);
    expect(output.join('\n')).toContain('beside (beside main): failed');
  });
});

describe('reports', () => {
  const folder = mkdtempSync(join(tmpdir(), 'orbit-steps-'));

  it('names the failed files of a Vitest report and only those', () => {
    const file = join(folder, 'vitest.json');
    writeFileSync(
      file,
      JSON.stringify({
        testResults: [
          { name: join(process.cwd(), 'apps/api/src/a.test.ts'), status: 'failed' },
          { name: join(process.cwd(), 'apps/api/src/b.test.ts'), status: 'passed' },
        ],
      }),
    );
    expect(vitestFailures(file)).toEqual(['apps/api/src/a.test.ts']);
  });

  it('names the failed journeys of a Playwright report, nested suites included', () => {
    const file = join(folder, 'journeys.json');
    writeFileSync(
      file,
      JSON.stringify({
        suites: [
          {
            file: 'sign-in.e2e.ts',
            specs: [{ ok: true, title: 'signs in' }],
            suites: [{ file: 'sign-in.e2e.ts', specs: [{ ok: false, title: 'signs out' }] }],
          },
        ],
      }),
    );
    expect(playwrightFailures(file)).toEqual(['sign-in.e2e.ts › signs out']);
  });

  it('names nothing when the step wrote no report', () => {
    expect(vitestFailures(join(folder, 'missing.json'))).toEqual([]);
  });
});
