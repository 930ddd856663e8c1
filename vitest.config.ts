import { defineConfig } from 'vitest/config';

/** One Vitest run, two environments: Node for server and pure logic, jsdom for hooks and components. */
export default defineConfig({
  test: {
    // One file per core. Vitest's default leaves a core free, which on a 2-core CI machine runs one file at a time;
    // most API files wait on their database, so two at once took 751 s where one took 1,062–1,244 s.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/{contract,domain,i18n}/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/api/scripts/**/*.test.ts',
            'mocks/src/**/*.test.ts',
            'apps/simulator/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The build constants vite.config.ts defines for the console.
        define: {
          __APP_VERSION__: JSON.stringify('0.0.0-test'),
          __BUILD_DATE__: JSON.stringify('2026-05-15T12:00:00.000Z'),
        },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/{ui,api-client}/src/**/*.test.{ts,tsx}', 'apps/console/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./scripts/vitest-dom-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
