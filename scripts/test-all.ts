// `npm test`: every check, the cheapest first, stopping at the first that fails; each step has a time limit, and
// the summary gives each step's seconds and names the test files that failed (ADR 0076).
import { join } from 'node:path';
import {
  playwrightFailures,
  reportsDir,
  runSteps,
  storyFailures,
  storyRetries,
  vitestFailures,
  type Step,
} from './steps.ts';

const vitestReport = join(reportsDir, 'vitest.json');
const storyReport = join(reportsDir, 'stories.json');
const journeyReport = join(reportsDir, 'journeys.json');
const ownServerJourneyReport = join(reportsDir, 'journeys-on-servers-of-their-own.json');

const steps: Step[] = [
  {
    name: 'format, lint and typecheck',
    command: 'npx',
    args: ['prettier', '--check', '--log-level', 'warn', '.'],
    timeoutMinutes: 10,
    // Each of the three keeps one core busy: two run beside the first.
    alongside: [
      { name: 'lint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
      { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
    ],
  },
  {
    name: 'unit and integration (Vitest), with the builds beside it',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    timeoutMinutes: 30,
    failures: () => vitestFailures(vitestReport),
    // Vitest's files wait on their databases and timers part of the time: the builds the later steps test, and the
    // design system's package check, use the cores meanwhile (ADR 0085).
    alongside: [
      { name: 'console build', command: 'npm', args: ['run', 'build', '--silent'] },
      { name: 'Storybook build', command: 'node', args: ['scripts/test-stories.ts', '--build-only'] },
      { name: '@orbit/ui packed and installed in another app', command: 'node', args: ['scripts/test-ui-package.ts'] },
      {
        name: '@orbit/sdk packed and installed in another project',
        command: 'node',
        args: ['scripts/test-sdk-package.ts'],
      },
    ],
  },
  {
    // The console built beside Vitest, measured against its budgets (issue 14, ADR 0014): a route past its budget
    // fails the run here rather than when someone next runs `npm run bench:bundle`.
    name: 'bundle budgets',
    command: 'node',
    args: ['scripts/bench-bundle.ts', '--no-build'],
    timeoutMinutes: 2,
  },
  {
    name: 'story tests (Chromium), with the journeys on servers of their own beside them',
    command: 'node',
    args: ['scripts/test-stories.ts', '--no-build'],
    env: { ORBIT_STORY_FAILURES: storyReport },
    timeoutMinutes: 30,
    failures: () => [...storyFailures(storyReport), ...playwrightFailures(ownServerJourneyReport)],
    notes: () => storyRetries(storyReport),
    // The journeys with a server of their own wait most of their time for a threshold or a window to pass: they run
    // here, on the console built beside Vitest, rather than hold a journey worker (ADR 0099).
    alongside: [
      {
        name: 'journeys on servers of their own (Chromium)',
        command: 'node',
        args: ['scripts/test-e2e.ts', '--no-build'],
        env: { E2E_JOURNEYS: 'own-servers', PLAYWRIGHT_JSON_OUTPUT_NAME: ownServerJourneyReport },
      },
    ],
  },
  {
    name: 'end-to-end journeys (Chromium)',
    command: 'node',
    args: ['scripts/test-e2e.ts', '--no-build'],
    env: { E2E_JOURNEYS: 'shared-servers', PLAYWRIGHT_JSON_OUTPUT_NAME: journeyReport },
    timeoutMinutes: 20,
    failures: () => playwrightFailures(journeyReport),
  },
];

process.exit((await runSteps(steps, 'npm test')) ? 0 : 1);
