import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

const consoleVersion = (
  JSON.parse(readFileSync(new URL('../apps/console/package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/**
 * One Storybook for the repo: the design system's primitives, screens and token pages, and the console's pages
 * connected to the mock API (apps/console/src/**\/*.stories.tsx).
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/console/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables come from args; skipping docgen keeps the build fast.
  typescript: { reactDocgen: false },
  // The preview bundle is one large chunk by nature; keep the build log to warnings that matter.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    logLevel: 'warn',
    // The console's build facts (apps/console/vite.config.ts), fixed here so screenshots do not change daily.
    define: {
      ...viteConfig.define,
      __APP_VERSION__: JSON.stringify(consoleVersion),
      __BUILD_DATE__: JSON.stringify('2026-11-01T12:00:00.000Z'),
    },
    build: { ...viteConfig.build, chunkSizeWarningLimit: 4096, reportCompressedSize: false },
  }),
};

export default config;
