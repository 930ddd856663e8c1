import { defineConfig } from 'vitest/config';

/** One Vitest run, two environments: Node for server and pure logic, jsdom for hooks and components. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/{contract,domain,i18n}/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'mocks/src/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
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
