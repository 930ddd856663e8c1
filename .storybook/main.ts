import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin, PluginOption } from 'vite';

const consoleVersion = (
  JSON.parse(readFileSync(new URL('../apps/console/package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The files whose props docs pages describe: the design system's components and screens, not stories or data. */
const componentFile = /packages\/ui\/src\/(components|screens)\/[^/]+\/[A-Z][^/.]*\.tsx$/;

/**
 * Storybook's react-docgen plugin reads every module of the preview (about 1,600: mocks, catalogues, the console);
 * only the components need it, so the others skip it, which keeps the static build fast (ADR 0037).
 */
function docgenOnComponents(plugins: PluginOption[] | undefined): void {
  const docgen = (plugins ?? [])
    .flat(Infinity as 1)
    .find(
      (plugin): plugin is Plugin =>
        !!plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'storybook:react-docgen-plugin',
    );
  const transform = docgen?.transform;
  if (!docgen || !transform) return;
  const handler = typeof transform === 'function' ? transform : transform.handler;
  docgen.transform = function transformComponentsOnly(this: unknown, code: string, id: string, ...rest: unknown[]) {
    if (!componentFile.test(id)) return undefined;
    return (handler as (...args: unknown[]) => unknown).call(this, code, id, ...rest);
  } as Plugin['transform'];
}

/**
 * Story files named by `node scripts/test-stories.ts --stories a,b` (the loop of `npm run test:changed`): a build of
 * those alone takes a fraction of the whole one.
 */
const onlyStories = process.env.ORBIT_STORIES?.split(',')
  .filter(Boolean)
  .map((file) => `../${file}`);

/**
 * One Storybook for the repo: the design system's primitives, screens and token pages, and the console's pages
 * connected to the mock API (apps/console/src/**\/*.stories.tsx).
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: onlyStories ?? [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/console/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Docs pages show each prop with its doc comment. react-docgen (Babel) reads the props' types and comments without
  // the TypeScript compiler, which keeps the static build fast (ADR 0037 has the figures).
  typescript: { reactDocgen: 'react-docgen' },
  // The preview bundle is one large chunk by nature; keep the build log to warnings that matter.
  viteFinal: (viteConfig) => {
    docgenOnComponents(viteConfig.plugins);
    return {
      ...viteConfig,
      logLevel: 'warn',
      // The console's build facts (apps/console/vite.config.ts), fixed here so screenshots do not change daily.
      define: {
        ...viteConfig.define,
        __APP_VERSION__: JSON.stringify(consoleVersion),
        __BUILD_DATE__: JSON.stringify('2026-11-01T12:00:00.000Z'),
      },
      build: { ...viteConfig.build, chunkSizeWarningLimit: 4096, reportCompressedSize: false },
    };
  },
};

export default config;
