// Bundle benchmark: builds the console (unless --no-build) and prints, per route, the gzipped JavaScript a
// browser downloads to show it — the entry, the route's own chunks and everything they import statically.
import { readFileSync } from 'node:fs';
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

/** Screens nested in a layout download the layout too. */
const layouts: Record<string, string> = { DashHomeRoute: 'src/routes/DashLayoutRoute.tsx' };

const routeKeys = Object.keys(manifest).filter((key) => key.startsWith('src/routes/'));
console.log('route module            chunks   JavaScript (gzip)');
for (const key of routeKeys.sort()) {
  const name = key.replace(/^src\/routes\/|\.tsx$/g, '');
  const files = [...closure([entry, ...(layouts[name] ? [layouts[name]] : []), key])];
  const kb = files.reduce((sum, file) => sum + gzippedKb(file), 0);
  console.log(`${name.padEnd(22)} ${String(files.length).padStart(7)}   ${kb.toFixed(1).padStart(8)} KB`);
}
