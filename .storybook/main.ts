import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for the repo: the design system's primitives, screens and token pages. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables come from args; skipping docgen keeps the build fast.
  typescript: { reactDocgen: false },
  // The preview bundle is one large chunk by nature; keep the build log to warnings that matter.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    logLevel: 'warn',
    build: { ...viteConfig.build, chunkSizeWarningLimit: 4096, reportCompressedSize: false },
  }),
};

export default config;
