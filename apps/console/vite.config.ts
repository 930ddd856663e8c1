import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inlineCss } from './build/inline-css.ts';
import { precompress } from './build/precompress.ts';
import { startAfterPaint } from './build/start-after-paint.ts';
import { preloadFonts } from './build/preload-fonts.ts';
import { pureRouterDefinitions } from './build/pure-router-definitions.ts';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * The console is served by the API in production; in development Vite proxies /api to the API in watch mode. The
 * build for Node (`vite build --ssr`) is the server's drawing of a page's first screen (src/firstScreen.tsx, ADR 0045).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [react(), pureRouterDefinitions(), preloadFonts(), inlineCss(), startAfterPaint(), precompress()],
  // The shell's footer shows the version and build date (docs/domain.md#screens-and-addresses).
  define: { __APP_VERSION__: JSON.stringify(version), __BUILD_DATE__: JSON.stringify(new Date().toISOString()) },
  resolve: {
    // react-router's package points every bundler at its development build, warnings and checks included; the
    // production build of the same version is a fifth smaller on the sign-in page's critical path (ADR 0034). The
    // console imports react-router-dom, which re-exports react-router, so the alias reaches it there.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL(import.meta.resolve('react-router').replace('/development/', '/production/')),
              ),
            },
          ]
        : [],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`, changeOrigin: false } },
  },
  // The manifest lets scripts/bench-bundle.ts add up what each route downloads.
  // styled-components' CommonJS build gives Node no default export that works as `styled`: its ES build goes in.
  ssr: { noExternal: ['styled-components'] },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
          input: 'src/firstScreen.tsx',
          // Every catalogue is bundled for the server (`createI18n`), so the browser's per-language imports of them
          // stay where they are: nothing to warn about.
          onLog: (level, log, handler) => {
            if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
          },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Every browser the console supports preloads modules itself: Vite's polyfill for the others would be 0.3 KB
        // of the page's first code (ADR 0046).
        modulePreload: { polyfill: false },
        sourcemap: true,
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry imports statically downloads before the first render anyway: one chunk instead of
                // nine compresses better (about 4 KB gzipped less on every route, ADR 0040).
                { name: 'base', tags: ['$initial'] },
                // The data layer that every screen calling the API waits for: TanStack Query, the API client and what
                // two screens or more take of it, as one file rather than ten (each a request on HTTP/1.1, ADR 0043).
                // The notification calls stay with the bell, its page and the preferences, and the second factors' with
                // the profile and the proof-of-identity dialog: none of them is in a public page's first render (ADR 0083).
                // The webhook calls stay with the integrations page and the profile's deferred sections (ADR 0097).
                {
                  name: 'data',
                  minShareCount: 2,
                  test: /node_modules[\\/]@tanstack[\\/]|packages[\\/](api-client[\\/]src[\\/](?!notifications[\\/]|second-factors[\\/]|passkeys[\\/]|webhooks[\\/])|contract[\\/]src[\\/])|apps[\\/]console[\\/]src[\\/](DataLayer\.tsx|errors\.ts)$/,
                },
                // A chart report's placeholder and the title style it shares with the charts, as one file rather
                // than two: the chart reports' first code is within a hair of its budget (ADR 0070).
                {
                  name: 'ChartPlaceholder',
                  test: /packages[\\/]ui[\\/]src[\\/]components[\\/](ChartPlaceholder[\\/]|ChartFrame[\\/]ChartHeading\.ts$)/,
                },
                // The sign-in screen's components, which the other public pages and the /dash frame use too: sign-in
                // needs 4 files instead of 16. A component added to that screen later gets its own chunk again (a
                // request more, nothing broken) until it joins this list (ADR 0043).
                {
                  name: 'public-ui',
                  test: /packages[\\/]ui[\\/]src[\\/](components[\\/](Alert|Button|Card|PasswordField|IconButton|TextField|Field|PublicPageLayout|BrandLogo)[\\/]|screens[\\/]publicPage[\\/]formParts\.ts$|forms[\\/]useFieldFocus\.ts$)|packages[\\/]domain[\\/]src[\\/]content-text|apps[\\/]console[\\/]src[\\/]routes[\\/]newsImages/,
                },
              ],
            },
          },
        },
      },
  // The API puts a fresh nonce in place of this on every page it serves, and in its Content-Security-Policy; Vite
  // marks its tags and a <meta property="csp-nonce"> that styled-components reads (ADR 0021).
  html: { cspNonce: 'ORBIT_CSP_NONCE' },
}));
