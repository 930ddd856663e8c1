import { existsSync, globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The longest files, each half a minute or more on a 2-core machine (servers started and stopped, thousands of
 * generated requests): they start first, so that none of them is left running alone while the other worker has
 * nothing to do. Vitest orders by the durations of earlier runs where it has them, which a fresh clone has not.
 */
const longestFiles = [
  'apps/api/src/production-start.test.ts',
  'apps/api/src/areas/session/session-routes.test.ts',
  'apps/api/src/graceful-stop.test.ts',
  'apps/api/src/db/backup.test.ts',
  'apps/api/scripts/fuzz/fuzz.test.ts',
  'apps/api/src/areas/audit/audit-chain.test.ts',
];
for (const file of longestFiles)
  if (!existsSync(file)) throw new Error(`vitest.config.ts names ${file}, which is gone`);

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = longestFiles.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index < 0 ? longestFiles.length : index;
    };
    // A stable sort: the rest keep Vitest's order.
    return sorted.toSorted((a, b) => rank(a) - rank(b));
  }
}

const nodeTests = [
  'packages/{contract,domain,i18n}/src/**/*.test.ts',
  'apps/api/src/**/*.test.ts',
  'apps/api/scripts/**/*.test.ts',
  'mocks/src/**/*.test.ts',
  'apps/simulator/src/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const domTests = ['packages/{ui,api-client}/src/**/*.test.{ts,tsx}', 'apps/console/src/**/*.test.{ts,tsx}'];

/**
 * Test files that replace a module (`vi.mock`) need a module registry of their own: a module another file imported
 * first would keep the real one. The other files share their worker's modules (ADR 0076, 0077).
 */
function replacingModules(patterns: string[]): string[] {
  return patterns
    .flatMap((pattern) => globSync(pattern, { exclude: (name) => name === 'node_modules' }))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));
}
const nodeReplacesModules = replacingModules(nodeTests);
const domReplacesModules = replacingModules(domTests);

/** What both halves of each environment share: whether a file shares modules is all that sets them apart. */
const nodeProject = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 };
const domProject = {
  environment: 'jsdom',
  setupFiles: ['./scripts/vitest-dom-setup.ts'],
  testTimeout: 20_000,
  // A file's first renders of whole pages (the first screens' tests draw eight) on a busy machine.
  hookTimeout: 60_000,
};

/** The build constants vite.config.ts defines for the console. */
const domDefines = {
  __APP_VERSION__: JSON.stringify('0.0.0-test'),
  __BUILD_DATE__: JSON.stringify('2026-05-15T12:00:00.000Z'),
};

/** One Vitest run, two environments: Node for server and pure logic, jsdom for hooks and components. */
export default defineConfig({
  test: {
    // One file more than there are cores. Vitest's default leaves a core free, which on a 2-core CI machine runs one
    // file at a time; most API files wait on their database, their timers or a process they started part of the
    // time: two at once took 751 s where one took 1,062–1,244 s; later, on a quiet 2-core machine, three took 310 s
    // and four 326 s (ADR 0099).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          ...nodeProject,
          name: 'node',
          include: nodeTests,
          exclude: nodeReplacesModules,
          setupFiles: ['./scripts/vitest-node-setup.ts'],
          // Each API file imported the whole server anew, a tenth of the step; shared, a worker imports it once
          // (ADR 0077). Every file opens and closes its own databases and servers.
          isolate: false,
        },
      },
      {
        test: { ...nodeProject, name: 'node (modules replaced)', include: nodeReplacesModules },
      },
      {
        define: domDefines,
        test: {
          ...domProject,
          name: 'dom',
          include: domTests,
          exclude: domReplacesModules,
          // Each file importing the design system, the console and jsdom's setup anew took three quarters of the
          // project's time; shared, the files ran four times faster (ADR 0076). Renders are cleaned up, and stubs,
          // timers and mocks restored, after every test (the setup file).
          isolate: false,
        },
      },
      {
        define: domDefines,
        test: { ...domProject, name: 'dom (modules replaced)', include: domReplacesModules },
      },
    ],
  },
});
