/**
 * Proves @orbit/ui installs in another app (issue 13): builds the package, packs it with `npm pack`, installs the
 * tarball with its peers in a new project outside the workspace, type-checks and builds a small Vite page there that
 * renders AppShell, LicenceTable and BlockingBanner in the second brand (Bubble), and checks the page in Chromium:
 * the components, the translations, the brand's colours and typeface, and no console error.
 *
 *   node scripts/test-ui-package.ts          (part of `npm test`; the npm registry is asked with --prefer-offline)
 *   KEEP_UI_PACKAGE_TEST=1 node scripts/…    keeps the temporary project and prints where it is
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { chromium } from 'playwright';
import { findChromium } from './find-chromium.ts';

const root = resolve(import.meta.dirname, '..');
const uiDir = join(root, 'packages', 'ui');
const started = performance.now();
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

function step<T>(name: string, action: () => T): T {
  const from = performance.now();
  const result = action();
  console.log(`ok ${name} (${seconds(from)})`);
  return result;
}

function sh(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
}

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
      types: [],
    },
    include: ['src'],
  }),
  'vite.config.js': `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
export default defineConfig({ plugins: [react()], logLevel: 'warn' });
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
  LicenceTable,
  OrbitThemeProvider,
  type AppShellSection,
  type LicenceTableProps,
} from '@orbit/ui';

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

const licences: LicenceTableProps['licences'] = [
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
          <LicenceTable licences={licences} detailHref={(licence) => '/machines/' + licence.id} timeZone="Europe/Lisbon" />
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
step('vite build of the page', () =>
  sh(process.execPath, [join(project, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], project),
);

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const distDir = join(project, 'dist');
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
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

const failures: string[] = [];
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

  const expect = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };
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
