/**
 * `npm run test:changed`: the checks of the change at hand, in about two minutes for a typical change. It takes the
 * files changed since the branch left `main` (commits, staged and unstaged edits, new files) and runs
 *
 *   format and lint      on those files, beside
 *   typecheck            the whole workspace (incremental: only what changed is checked again)
 *   Vitest               the tests of those files and the tests that import them (`vitest related`), the API's on
 *                        the embedded database only (`npm test` runs them on PostgreSQL too)
 *   story tests          the stories of the changed components and screens: the story files beside them, with their
 *                        play functions, axe and pixels, on a Storybook built with those stories only
 *
 *   npm run test:changed                    against main
 *   npm run test:changed -- --base <ref>    against another branch or commit
 *   npm run test:changed -- --both-databases
 *                                           the API's tests on PostgreSQL too, when TEST_DATABASE_URL names a server
 *
 * The whole suite stays `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { reportsDir, root, runSteps, storyFailures, storyRetries, vitestFailures, type Step } from './steps.ts';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex >= 0 ? (args[baseIndex + 1] ?? '') : 'main';
if (base === '') {
  console.error('--base needs a branch or commit, for example --base main');
  process.exit(2);
}

function git(...gitArgs: string[]): string {
  return execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
}

/** Files changed since the branch left `base`, in the working tree as it is now (deleted files left out). */
function changedFiles(): string[] {
  const since = git('merge-base', base, 'HEAD');
  const files = new Set([
    ...git('diff', '--name-only', '--diff-filter=ACMR', since).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]);
  return [...files].filter((file) => file !== '' && existsSync(join(root, file))).sort();
}

const storyFile = /\.stories\.tsx?$/;

/**
 * The story files of the changed components and screens: a changed story file, the story file of the same name
 * beside a changed file (`X.tsx` → `X.stories.tsx`), or else every story file in its folder (a shared module of a
 * folder of routes, a component's styles or index).
 */
function storiesOf(files: readonly string[]): string[] {
  const stories = new Set<string>();
  for (const file of files) {
    if (!/^(packages\/ui|apps\/console)\/src\//.test(file)) continue;
    if (storyFile.test(file)) {
      stories.add(file);
      continue;
    }
    const folder = dirname(file);
    const besides = readdirSync(join(root, folder))
      .filter((name) => storyFile.test(name))
      .map((name) => `${folder}/${name}`);
    const stem = basename(file).replace(/\.(test\.)?tsx?$/, '');
    const named = besides.filter((story) => basename(story).replace(storyFile, '') === stem);
    for (const story of named.length > 0 ? named : besides) stories.add(story);
  }
  return [...stories].sort();
}

const files = changedFiles();
if (files.length === 0) {
  console.log(`Nothing changed since ${base}.`);
  process.exit(0);
}
console.log(`${files.length} file(s) changed since ${base}:\n${files.map((file) => `  ${file}`).join('\n')}`);

const sources = files.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
const stories = storiesOf(files);
const vitestReport = join(reportsDir, 'vitest-changed.json');
const storyReport = join(reportsDir, 'stories-changed.json');

const bothDatabases = args.includes('--both-databases');

const steps: Step[] = [
  {
    name: 'format and lint (changed files), typecheck',
    command: 'npm',
    args: ['run', 'typecheck', '--silent'],
    timeoutMinutes: 10,
    // Each keeps one core busy: the two on the changed files run beside the typecheck.
    alongside: [
      {
        name: 'format (changed files)',
        command: 'npx',
        args: ['prettier', '--check', '--ignore-unknown', '--log-level', 'warn', ...files],
      },
      ...(sources.length > 0
        ? [
            {
              name: 'lint (changed files)',
              command: 'npx',
              args: ['eslint', '--max-warnings', '0', '--no-warn-ignored', ...sources],
            },
          ]
        : []),
    ],
  },
  ...(sources.length > 0
    ? [
        {
          name: 'Vitest (related tests)',
          command: 'npx',
          args: [
            'vitest',
            'related',
            '--run',
            '--passWithNoTests',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${vitestReport}`,
            ...sources,
          ],
          // The loop runs the API's tests once, on the embedded database; `npm test` runs them on both.
          env: bothDatabases ? {} : { TEST_DATABASE_URL: '' },
          timeoutMinutes: 20,
          failures: () => vitestFailures(vitestReport),
        },
      ]
    : []),
  ...(stories.length > 0
    ? [
        {
          name: `stories of the changed components and screens (${stories.length} file(s))`,
          command: 'node',
          args: ['scripts/test-stories.ts', '--stories', stories.join(',')],
          env: { ORBIT_STORY_FAILURES: storyReport },
          timeoutMinutes: 20,
          failures: () => storyFailures(storyReport),
          notes: () => storyRetries(storyReport),
        },
      ]
    : []),
];

if (stories.length > 0) console.log(`Stories to test:\n${stories.map((story) => `  ${story}`).join('\n')}`);
process.exit((await runSteps(steps, `changes since ${base}`)) ? 0 : 1);
