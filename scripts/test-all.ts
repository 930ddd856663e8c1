// `npm test`: every check, in order, each one's output shown; a summary line at the end.
import { run } from './run.ts';

const steps: { name: string; command: string; args: string[] }[] = [
  { name: 'typecheck', command: 'npx', args: ['tsc', '-b'] },
  { name: 'lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'unit and integration (Vitest)', command: 'npx', args: ['vitest', 'run'] },
  { name: 'console build', command: 'npm', args: ['run', 'build', '--silent'] },
  { name: 'story tests (Chromium)', command: 'node', args: ['scripts/test-stories.ts'] },
  { name: '@orbit/ui packed and installed in another app', command: 'node', args: ['scripts/test-ui-package.ts'] },
  { name: 'end-to-end journeys (Chromium)', command: 'node', args: ['scripts/test-e2e.ts', '--no-build'] },
];

const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const ok = run(step.command, step.args);
  results.push({ name: step.name, ok, seconds: (Date.now() - started) / 1000 });
  if (!ok) break;
}

console.log('\n=== summary ===');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)} s)`);
const failed = results.filter((result) => !result.ok).length;
const skipped = steps.length - results.length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
