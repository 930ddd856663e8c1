/**
 * Proves @orbit/ui installs in another app (issue 13): builds the package, packs it with `npm pack`, installs the
 * tarball with its peers in a new project outside the workspace, type-checks and builds a small Vite page there that
 * renders AppShell, LicenseTable and BlockingBanner in the second brand (Bubble), and checks the page in Chromium:
 * the components, the translations, the brand's colours and typeface, and no console error.
 *
 * It also measures what a portal ships (issue 23, ADR 0064): a second build of the same project, a page that imports
 * only `Button`, `OrbitThemeProvider` and Orbit's typeface, puts the package's modules in a chunk of their own; that
 * chunk must stay within 15 KB gzipped, and neither page may carry a font file of the brand it does not use.
 *
 *   node scripts/test-ui-package.ts          (part of `npm test`; the npm registry is asked with --prefer-offline)
 *   KEEP_UI_PACKAGE_TEST=1 node scripts/…    keeps the temporary project and prints where it is
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { chromium } from 'playwright';
import { findChromium } from './find-chromium.ts';
import { seconds, sh, step } from './package-check-steps.ts';

const root = resolve(import.meta.dirname, '..');
const uiDir = join(root, 'packages', 'ui');
const started = performance.now();

const ui = JSON.parse(readFileSync(join(uiDir, 'package.json'), 'utf8')) as {
  peerDependencies: Record<string, string>;
};
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

// Outside the workspace, so nothing resolves through its node_modules.
const project = mkdtempSync(join(tmpdir(), 'bubble-portal-'));
if (project.startsWith(root + sep)) throw new Error(`${project} is inside the workspace; set TMPDIR elsewhere`);

step('build @orbit/ui', () => sh(process.execPath, [join(uiDir, 'scripts', 'build.ts')], root));
const tarball = step('npm pack', () => {
  sh('npm', ['pack', join(uiDir, 'dist'), '--pack-destination', project, '--silent'], project);
  const file = readdirSync(project).find((name) => name.endsWith('.tgz'));
  if (!file) throw new Error('npm pack wrote no tarball');
  return join(project, file);
});

/**
 * Chunk groups of the temporary project's builds: the package's modules in orbit-ui-*.js, to be measured, and the
 * other npm packages in vendor-*.js (taken first, so that orbit-ui-*.js holds only the package and no two chunks
 * import each other). `initialOnly` leaves the modules a page imports lazily in their own chunks.
 */
function chunkGroups(initialOnly: boolean): string {
  const tags = initialOnly ? `, tags: ['$initial']` : '';
  return `[
          { name: 'vendor', test: /[\\\\/]node_modules[\\\\/](?!@orbit[\\\\/]ui[\\\\/])/, priority: 2${tags} },
          { name: 'orbit-ui', test: /[\\\\/]node_modules[\\\\/]@orbit[\\\\/]ui[\\\\/]/, priority: 1${tags} },
        ]`;
}

const files: Record<string, string> = {
  'package.json': JSON.stringify(
    {
      name: 'bubble-portal',
      private: true,
      type: 'module',
      dependencies: {
        '@orbit/ui': `file:${tarball}`,
        ...ui.peerDependencies,
      },
      devDependencies: {
        vite: rootManifest.devDependencies.vite,
        '@vitejs/plugin-react': rootManifest.devDependencies['@vitejs/plugin-react'],
        '@types/react': rootManifest.devDependencies['@types/react'],
        '@types/react-dom': rootManifest.devDependencies['@types/react-dom'],
      },
    },
    null,
    2,
  ),
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      // The typeface entries resolve, with their (empty) declarations.
      noUncheckedSideEffectImports: true,
      types: [],
    },
    include: ['src'],
  }),
  // What of the package the page loads at once goes to orbit-ui-*.js, to be measured; its lazy parts stay apart.
  'vite.config.js': `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: {
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: ${chunkGroups(true)},
        },
      },
    },
  },
});
`,
  // The small page, built on its own so that it shares no chunk with the other; every module of the package it
  // ships, lazy or not, goes to one chunk, orbit-ui-*.js, whose gzipped size is what the page ships of @orbit/ui.
  'vite.button.config.js': `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  base: '/button/',
  build: {
    outDir: 'dist-button',
    rolldownOptions: {
      input: 'button.html',
      output: {
        codeSplitting: {
          groups: ${chunkGroups(false)},
        },
      },
    },
  },
});
`,
  'button.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>Orbit button</title></head>
  <body><div id="root"></div><script type="module" src="/src/button.tsx"></script></body>
</html>
`,
  'src/button.tsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, OrbitThemeProvider } from '@orbit/ui';
import '@orbit/ui/fonts/orbit';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <OrbitThemeProvider>
      <Button onClick={() => undefined}>Top up coins</Button>
    </OrbitThemeProvider>
  </StrictMode>,
);
`,
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>Bubble portal</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
  'src/main.tsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  AppShell,
  BlockingBanner,
  bubbleBrand,
  createI18n,
  I18nextProvider,
  LicenseTable,
  OrbitThemeProvider,
  type AppShellSection,
  type LicenseTableProps,
} from '@orbit/ui';
import '@orbit/ui/fonts/bubble';

const i18n = createI18n({ language: 'en' });

const navigation: AppShellSection[] = [
  { id: 'home', links: [{ href: '/', label: 'Home', exact: true }] },
  {
    id: 'shop',
    heading: 'Bubble shop',
    links: [
      { href: '/machines', label: 'Machines' },
      { href: bubbleBrand.storeUrl, label: 'Buy coins', external: true },
    ],
  },
];

const licenses: LicenseTableProps['licenses'] = [
  {
    id: 7,
    key: 'BUB7-K2P9-Q4ZX-8WDE',
    label: 'Pier kiosk',
    gameModel: 'BubbleCoaster',
    notes: 'Beside the ice-cream stand on the pier',
    issuerUserId: 1,
    userId: 2,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-05-14T18:30:00.000Z',
    revokedAt: null,
    revokedUserId: null,
    unlimitedSince: null,
    unlimitedOfflineTimeSince: null,
    scenariosObtained: [1, 2],
    device: null,
  },
];

// The package's types are real: a wrong banner state does not compile.
// @ts-expect-error 'closed' is not a banner kind
const wrong = <BlockingBanner state={{ kind: 'closed' }} />;
void wrong;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <OrbitThemeProvider brand={bubbleBrand}>
        <AppShell
          userName="Rita Bubble"
          navigation={navigation}
          profileHref="/me"
          currentPath="/machines"
          onSignOut={() => undefined}
          banner={<BlockingBanner state={{ kind: 'blocked', canRequestUnblock: true }} codes={[2]} onRequestUnblock={() => undefined} />}
        >
          <LicenseTable licenses={licenses} detailHref={(license) => '/machines/' + license.id} timeZone="Europe/Lisbon" />
        </AppShell>
      </OrbitThemeProvider>
    </I18nextProvider>
  </StrictMode>,
);
`,
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(dirname(join(project, name)), { recursive: true });
  writeFileSync(join(project, name), text);
}

step('npm install (tarball and peers, --prefer-offline)', () =>
  sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], project),
);
step('type-check the page against the published declarations', () =>
  sh(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], project),
);
const vite = join(project, 'node_modules', 'vite', 'bin', 'vite.js');
step('vite build of the page', () => sh(process.execPath, [vite, 'build'], project));
step('vite build of the Button page', () =>
  sh(process.execPath, [vite, 'build', '--config', 'vite.button.config.js'], project),
);

const failures: string[] = [];
const expect = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The built files of a page: its scripts with their gzipped sizes, and its font files. */
function shipped(dir: string): { scripts: { name: string; gzip: number }[]; fonts: string[] } {
  const names = readdirSync(join(dir, 'assets'));
  return {
    scripts: names
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ name, gzip: gzipSync(readFileSync(join(dir, 'assets', name))).length })),
    fonts: names.filter((name) => /\.woff2?$/.test(name)),
  };
}

// What each page ships, measured from Vite's output (the sizes go in release notes and the closing note).
const buttonPage = shipped(join(project, 'dist-button'));
const orbitUi = buttonPage.scripts.filter(({ name }) => name.startsWith('orbit-ui-'));
const orbitUiGzip = orbitUi.reduce((sum, { gzip }) => sum + gzip, 0);
console.log(
  `Button page: @orbit/ui ${kilobytes(orbitUiGzip)} gzipped (${orbitUi.map(({ name }) => name).join(', ')}), ` +
    `all scripts ${kilobytes(buttonPage.scripts.reduce((sum, { gzip }) => sum + gzip, 0))} gzipped in ` +
    `${buttonPage.scripts.length} file(s), ${buttonPage.fonts.length} font file(s)`,
);
expect(orbitUi.length === 1, `one chunk of @orbit/ui in the Button page (got ${orbitUi.length})`);
expect(
  orbitUiGzip <= 15 * 1024,
  `at most 15 KB gzipped of @orbit/ui in the Button page (got ${kilobytes(orbitUiGzip)})`,
);
expect(buttonPage.fonts.length > 0, "the Button page carries Orbit's typeface, which it imports");
expect(
  buttonPage.fonts.every((name) => name.startsWith('inter-')),
  `no font of another brand in the Button page (got ${buttonPage.fonts.filter((name) => !name.startsWith('inter-')).join(', ')})`,
);
// The lazy parts stay lazy: every `import()` of ui's sources is still one in the installed package's module.
const dynamicImport = /(?<!typeof\s)\bimport\(\s*['"]/g;
const installed = join(project, 'node_modules', '@orbit', 'ui');
const lazyParts = readdirSync(join(uiDir, 'src'), { recursive: true, encoding: 'utf8' }).flatMap((name) => {
  if (!/\.tsx?$/.test(name) || /\.(stories|test)\.tsx?$/.test(name) || /(^|\/)(storybook|test-support)\//.test(name)) {
    return [];
  }
  const count = (readFileSync(join(uiDir, 'src', name), 'utf8').match(dynamicImport) ?? []).length;
  if (count === 0) return [];
  const built = (readFileSync(join(installed, name.replace(/\.tsx?$/, '.js')), 'utf8').match(dynamicImport) ?? [])
    .length;
  return [{ name, count, built }];
});
console.log(
  `${lazyParts.length} modules of @orbit/ui load ${lazyParts.reduce((n, { count }) => n + count, 0)} lazy parts`,
);
for (const { name, count, built } of lazyParts) {
  expect(built === count, `${name}'s ${count} dynamic import(s) kept in the package (got ${built})`);
}

const bubblePage = shipped(join(project, 'dist'));
const bubbleOrbitUi = bubblePage.scripts.filter(({ name }) => name.startsWith('orbit-ui-'));
const lazy = bubblePage.scripts.filter(({ name }) => !/^(index|orbit-ui|vendor|rolldown-runtime)-/.test(name));
const sum = (scripts: { gzip: number }[]) => kilobytes(scripts.reduce((total, { gzip }) => total + gzip, 0));
console.log(
  `Bubble page: @orbit/ui ${sum(bubbleOrbitUi)} gzipped at first (the five catalogues of createI18n included), ` +
    `all scripts ${sum(bubblePage.scripts)} gzipped in ${bubblePage.scripts.length} file(s), ` +
    `${lazy.length} lazy of ${sum(lazy)}, ${bubblePage.fonts.length} font file(s)`,
);
expect(
  bubblePage.fonts.length > 0 && bubblePage.fonts.every((name) => name.startsWith('nunito-')),
  `only Bubble's typeface in the Bubble page (got ${bubblePage.fonts.filter((name) => !name.startsWith('nunito-')).join(', ')})`,
);

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
// /button/… serves the Button page's build, anything else the Bubble page's.
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost').pathname;
  const distDir = join(project, url.startsWith('/button/') ? 'dist-button' : 'dist');
  const path = url.startsWith('/button/') ? url.slice('/button'.length) : url;
  const file = join(distDir, path === '/' ? 'index.html' : path);
  try {
    const body = readFileSync(file.startsWith(distDir + sep) ? file : join(distDir, 'index.html'));
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const browser = await chromium.launch({ executablePath: findChromium() });
try {
  const checksFrom = performance.now();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);

  const nav = page.getByRole('navigation', { name: 'Main menu' });
  expect(
    (await nav.getByRole('link', { name: 'Machines' }).getAttribute('href')) === '/machines',
    "the app's link in the sidebar",
  );
  expect(
    (await nav.getByRole('link', { name: 'Machines' }).getAttribute('aria-current')) === 'page',
    'the current page marked',
  );
  expect((await nav.getByRole('region', { name: 'Bubble shop' }).count()) === 1, "the app's section heading");
  expect((await nav.getByRole('region', { name: 'Administration' }).count()) === 0, 'no section the app did not pass');
  expect(
    (await nav.getByRole('link', { name: /Buy coins/ }).getAttribute('href')) === 'https://shop.bubble.example',
    'the store link of the brand',
  );
  const table = page.getByRole('table', { name: 'Your licences' });
  expect(
    (await table.getByRole('row', { name: /Pier kiosk/ }).textContent())?.includes('****4ZX-8WDE') === true,
    'the licence row with its masked key',
  );
  const banner = page.getByRole('region', { name: 'Your account is blocked' });
  expect(
    (await banner.textContent())?.includes('Code #2: insufficient coin balance') === true,
    'the banner with its translated reason',
  );
  expect(
    (await banner.getByRole('button', { name: 'Unblock for 7 days' }).count()) === 1,
    "the banner's request button",
  );
  expect(
    (await page.getByRole('banner').getByText('Bubble', { exact: true }).count()) === 1,
    "the brand's name beside its logo in the header",
  );
  const style = await page.evaluate(() => ({
    primary: getComputedStyle(document.documentElement).getPropertyValue('--orbit-color-primary').trim(),
    font: getComputedStyle(document.body).fontFamily,
    nunito: document.fonts.check('600 16px Nunito'),
  }));
  expect(style.primary.toUpperCase() === '#0F766E', `the brand's primary colour (got ${style.primary})`);
  expect(
    style.font.startsWith('Nunito') || style.font.startsWith("'Nunito'") || style.font.startsWith('"Nunito"'),
    `the brand's typeface (got ${style.font})`,
  );
  expect(style.nunito, "Nunito loaded from the package's font files");
  expect(problems.length === 0, `no console errors (got ${problems.join('; ')})`);
  await page.screenshot({ path: join(project, 'bubble-portal.png'), fullPage: true });

  // The Button page: the button in Orbit's colours and typeface, which its font entry loaded.
  const small = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const smallProblems: string[] = [];
  small.on('console', (message) => {
    if (message.type() === 'error') smallProblems.push(message.text());
  });
  small.on('pageerror', (error) => smallProblems.push(error.message));
  await small.goto(`${url}button/button.html`);
  await small.getByRole('button', { name: 'Top up coins' }).waitFor();
  await small.evaluate(() => document.fonts.ready);
  const button = await small.evaluate(() => {
    const element = document.querySelector('button');
    return {
      background: element ? getComputedStyle(element).backgroundColor : '',
      font: element ? getComputedStyle(element).fontFamily : '',
      inter: document.fonts.check('600 16px "Inter Variable"'),
    };
  });
  expect(button.background === 'rgb(79, 70, 229)', `Orbit's primary colour on the button (got ${button.background})`);
  expect(/^["']?Inter Variable/.test(button.font), `Orbit's typeface on the button (got ${button.font})`);
  expect(button.inter, "Inter loaded from the package's font entry");
  expect(smallProblems.length === 0, `no console errors on the Button page (got ${smallProblems.join('; ')})`);
  console.log(`ok checks in Chromium (${seconds(checksFrom)})`);
} finally {
  await browser.close();
  server.close();
}

if (failures.length > 0) {
  console.error(`The installed package failed ${failures.length} check(s):\n- ${failures.join('\n- ')}`);
  console.error(`The project is kept in ${project}`);
  process.exit(1);
}
if (process.env.KEEP_UI_PACKAGE_TEST) console.log(`The project is kept in ${project}`);
else rmSync(project, { recursive: true, force: true });
console.log(`@orbit/ui installs and renders in another app: ${seconds(started)}`);
