// Bundle benchmark: builds the console (unless --no-build) and prints, per route, the gzipped JavaScript a
// browser downloads to show it — the entry, the layouts above the route, the route's own chunks and everything
// they import statically, plus the largest language's texts of each catalogue area the route shows (the public
// pages' before the first render, the client area's with /dash, the staff screens' with /dash/admin: ADR 0040; a
// page's own with that page: ADR 0081; the notification centre's with its page: ADR 0083; the API keys' with the
// integrations page: ADR 0094) —
// and the same files as the server sends them to browsers that accept brotli (the .br the build wrote beside each file).
// Code a screen loads after its first render (charts, tables, PDF exports) is not counted. Budgets of issue #14:
// /sign-in 120 KB, every other route 200 KB, gzipped; a route over its budget is marked and the script exits with 1.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { run } from './run.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = join(import.meta.dirname, '..', 'apps', 'console', 'dist');
if (!process.argv.includes('--no-build') && !run('npm', ['run', 'build', '--silent'])) process.exit(1);

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('The build manifest has no entry chunk');

/** Every chunk file a set of modules pulls in through static imports. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const gzippedKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
/** The brotli copy the build wrote, or the file itself where compressing did not make it smaller. */
const brotliKb = (file: string) => {
  const compressed = join(dist, `${file}.br`);
  return readFileSync(existsSync(compressed) ? compressed : join(dist, file)).length / 1024;
};

/** Screens under /dash download the shell's layout too, and staff screens under /dash/admin its layout as well. */
const dashLayout = 'src/routes/DashLayoutRoute.tsx';
const adminLayout = 'src/routes/AdminLayoutRoute.tsx';
function layoutsOf(name: string): string[] {
  if (name === 'DashLayoutRoute') return [];
  if (name === 'AdminLayoutRoute') return [dashLayout];
  // Reports, clients and the content screens (admin-content/) all live under /dash/admin.
  if (name.startsWith('reports/') || name.startsWith('admin')) return [dashLayout, adminLayout];
  const dashScreens = ['Dash', 'Wallet', 'Licence', 'Licences', 'News', 'Profile', 'Coasters', 'Notifications'];
  return dashScreens.some((prefix) => name.startsWith(prefix)) ? [dashLayout] : [];
}

type Area = 'public' | 'dash' | 'admin' | 'failedJobs' | 'notifications' | 'coasters' | 'apiKeys' | 'webhooks';
const areaKeys = (area: Area) =>
  Object.keys(manifest).filter((key) => new RegExp(`i18n/src/catalogues/\\w+/${area}\\.ts$`).test(key));
/** The areas of a single page come with the module of their imports, which only such a page loads (ADR 0081). */
const pageAreas: readonly Area[] = ['failedJobs', 'notifications', 'coasters', 'apiKeys', 'webhooks'];
const pageAreaImports = (area: Area) =>
  pageAreas.includes(area)
    ? Object.keys(manifest)
        .filter((key) => key.endsWith('i18n/src/catalogues/page-areas.ts'))
        .map((key) => manifest[key]?.file ?? '')
    : [];
/** The largest language's texts of one area, gzipped and as brotli. */
function largestTexts(area: Area): { kb: number; brKb: number } {
  const files = areaKeys(area).map((key) => manifest[key]?.file ?? '');
  if (files.length === 0) throw new Error(`The build has no catalogue chunk of the ${area} area`);
  const imports = pageAreaImports(area);
  const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0);
  return {
    kb: Math.max(...files.map(gzippedKb)) + sum(imports.map(gzippedKb)),
    brKb: Math.max(...files.map(brotliKb)) + sum(imports.map(brotliKb)),
  };
}
const texts = {
  public: largestTexts('public'),
  dash: largestTexts('dash'),
  admin: largestTexts('admin'),
  failedJobs: largestTexts('failedJobs'),
  notifications: largestTexts('notifications'),
  coasters: largestTexts('coasters'),
  apiKeys: largestTexts('apiKeys'),
  webhooks: largestTexts('webhooks'),
};
/**
 * Every route shows the public texts; screens under /dash the client area's too, staff screens the staff ones, and
 * the failed jobs page its own, the notifications page the notification centre's, the coasters and fleet pages the
 * machines', the integrations page the API keys' (the profile's keys card brings them after its first render); the webhooks'
 * come with the endpoints card, which both pages bring after their first render, so no route counts them.
 */
function areasOf(name: string, layouts: string[]): Area[] {
  const areas: Area[] = ['public'];
  if (name === 'DashLayoutRoute' || layouts.includes(dashLayout)) areas.push('dash');
  if (name === 'AdminLayoutRoute' || layouts.includes(adminLayout)) areas.push('admin');
  if (name === 'admin/FailedJobsRoute') areas.push('failedJobs');
  if (name === 'NotificationsRoute') areas.push('notifications');
  if (['CoastersRoute', 'CoasterRoute', 'admin/AdminCoastersRoute'].includes(name)) areas.push('coasters');
  if (name === 'admin/IntegrationsRoute') areas.push('apiKeys');
  return areas;
}
const budgetKb = (name: string) => (name === 'SignInRoute' ? 120 : 200);

/**
 * The data layer (TanStack Query, the API client) loads with every screen that calls the API; the sign-in form
 * shows before it, and the error pages never need it.
 */
const dataLayer = 'src/DataLayer.tsx';
const withoutDataLayer = ['SignInRoute', 'NotFoundRoute', 'ErrorRoute'];

// The routes are the screens (`…Route.tsx`) the entry loads when a path is visited, and those a layout's module
// loads for the paths inside it (the /dash screens, ADR 0046); what a route loads after its first render is not one,
// nor what the entry starts beside a route (the sign-in form's requests, ADR 0043).
const isRoute = (key: string) => /^src\/routes\/.*Route\.tsx$/.test(key);
const routeKeys: string[] = [];
for (const key of (manifest[entry]?.dynamicImports ?? []).filter(isRoute)) routeKeys.push(key);
for (let index = 0; index < routeKeys.length; index++) {
  const nested = (manifest[routeKeys[index] ?? '']?.dynamicImports ?? []).filter(isRoute);
  for (const key of nested) if (!routeKeys.includes(key)) routeKeys.push(key);
}
let overBudget = 0;
console.log(
  `largest language's texts: public ${texts.public.kb.toFixed(1)} KB, client area ${texts.dash.kb.toFixed(1)} KB, ` +
    `staff ${texts.admin.kb.toFixed(1)} KB, failed jobs ${texts.failedJobs.kb.toFixed(1)} KB, notifications ` +
    `${texts.notifications.kb.toFixed(1)} KB, coasters ${texts.coasters.kb.toFixed(1)} KB, API keys ` +
    `${texts.apiKeys.kb.toFixed(1)} KB, webhooks ${texts.webhooks.kb.toFixed(1)} KB gzip (included below where ` +
    'the route shows them)',
);
console.log('route module                     chunks   JavaScript (gzip)   budget   on the wire (brotli)');
for (const key of routeKeys.sort()) {
  const name = key.replace(/^src\/routes\/|\.tsx$/g, '');
  const layouts = layoutsOf(name);
  const files = [...closure([entry, ...(withoutDataLayer.includes(name) ? [] : [dataLayer]), ...layouts, key])];
  const areas = areasOf(name, layouts);
  const kb = files.reduce((sum, file) => sum + gzippedKb(file), 0) + areas.reduce((sum, a) => sum + texts[a].kb, 0);
  const brKb = files.reduce((sum, file) => sum + brotliKb(file), 0) + areas.reduce((sum, a) => sum + texts[a].brKb, 0);
  const over = kb > budgetKb(name);
  if (over) overBudget += 1;
  console.log(
    `${name.padEnd(32)} ${String(files.length).padStart(6)}   ${kb.toFixed(1).padStart(11)} KB   ${String(budgetKb(name)).padStart(3)} KB` +
      `   ${brKb.toFixed(1).padStart(9)} KB${over ? '  OVER' : ''}`,
  );
}
if (overBudget > 0) process.exit(1);
