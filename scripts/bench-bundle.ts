// Bundle benchmark: builds the console (unless --no-build) and prints, per route, the gzipped JavaScript a
// browser downloads to show it — the entry, the layouts above the route, the route's own chunks and everything
// they import statically, plus the largest language catalogue (one is fetched before the first render) — and the
// same files as the server sends them to browsers that accept brotli (the .br the build wrote beside each file).
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
  if (name.startsWith('reports/') || name.startsWith('admin/')) return [dashLayout, adminLayout];
  const dashScreens = ['Dash', 'Wallet', 'Licence', 'Licences', 'News', 'Profile', 'Coasters'];
  return dashScreens.some((prefix) => name.startsWith(prefix)) ? [dashLayout] : [];
}

const catalogueKeys = Object.keys(manifest).filter((key) => /i18n\/src\/catalogues\/\w+\.ts$/.test(key));
const largestCatalogueKb = Math.max(0, ...catalogueKeys.map((key) => gzippedKb(manifest[key]?.file ?? '')));
const largestCatalogueBrKb = Math.max(0, ...catalogueKeys.map((key) => brotliKb(manifest[key]?.file ?? '')));
const budgetKb = (name: string) => (name === 'SignInRoute' ? 120 : 200);

const routeKeys = Object.keys(manifest).filter((key) => key.startsWith('src/routes/'));
let overBudget = 0;
console.log(`largest language catalogue: ${largestCatalogueKb.toFixed(1)} KB gzip (included below)`);
console.log('route module                     chunks   JavaScript (gzip)   budget   on the wire (brotli)');
for (const key of routeKeys.sort()) {
  const name = key.replace(/^src\/routes\/|\.tsx$/g, '');
  const files = [...closure([entry, ...layoutsOf(name), key])];
  const kb = files.reduce((sum, file) => sum + gzippedKb(file), 0) + largestCatalogueKb;
  const brKb = files.reduce((sum, file) => sum + brotliKb(file), 0) + largestCatalogueBrKb;
  const over = kb > budgetKb(name);
  if (over) overBudget += 1;
  console.log(
    `${name.padEnd(32)} ${String(files.length).padStart(6)}   ${kb.toFixed(1).padStart(11)} KB   ${String(budgetKb(name)).padStart(3)} KB` +
      `   ${brKb.toFixed(1).padStart(9)} KB${over ? '  OVER' : ''}`,
  );
}
if (overBudget > 0) process.exit(1);
