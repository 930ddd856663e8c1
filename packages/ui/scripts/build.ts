/**
 * Builds @orbit/ui as a package another portal installs (`npm run build -w @orbit/ui`, then `npm pack dist`):
 *
 * - dist/index.js and one ES module per source file beside it, from Vite's library mode (vite.config.ts), so that a
 *   portal's bundler keeps only the modules it uses and the lazy parts stay separate files. @orbit/domain and
 *   @orbit/i18n, private workspace packages, are carried inside (dist/_orbit/), with the five catalogues; npm
 *   dependencies and peers stay imports. dist/fonts/orbit.js and dist/fonts/bubble.js load each brand's typeface.
 * - dist/types/: the type declarations `tsc -b` writes for ui and the workspace packages it uses, with their
 *   `@orbit/…` imports pointed at the copies beside them, so the package needs nothing of the workspace.
 * - dist/package.json: the manifest to publish (no workspace packages, peers declared, subpath exports, the modules
 *   with side effects), with the README, the CHANGELOG and the LICENSE.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const packageDir = resolve(import.meta.dirname, '..');
const packagesDir = dirname(packageDir);
const root = dirname(packagesDir);
const dist = join(packageDir, 'dist');
const typesDir = join(dist, 'types');
const require = createRequire(join(root, 'package.json'));

/** The workspace packages whose declarations ship inside dist/types, by folder. */
const bundled = { ui: '@orbit/ui', domain: '@orbit/domain', i18n: '@orbit/i18n', contract: '@orbit/contract' };

interface Manifest {
  name: string;
  version: string;
  description?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, unknown>;
}

function readManifest(folder: string): Manifest {
  return JSON.parse(readFileSync(join(packagesDir, folder, 'package.json'), 'utf8')) as Manifest;
}

function bin(packageName: string, binName: string): string {
  const manifestPath = require.resolve(`${packageName}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: string | Record<string, string> };
  const path = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[binName];
  if (!path) throw new Error(`${packageName} has no ${binName} executable`);
  return join(dirname(manifestPath), path);
}

function run(script: string, args: string[], cwd: string): void {
  execFileSync(process.execPath, [script, ...args], { cwd, stdio: 'inherit' });
}

const started = performance.now();
rmSync(dist, { recursive: true, force: true });
run(bin('vite', 'vite'), ['build', '--config', 'vite.config.ts'], packageDir);
// The compiler of the typecheck (TypeScript 7, ADR 0099): its build of the workspace, where it ran already, is reused.
run(bin('typescript-7', 'tsc'), ['-b', 'packages/ui'], root);

/** Declaration files of a package's sources, without those of stories, tests and story helpers. */
function declarations(folder: string): string[] {
  const source = join(packagesDir, folder, '.tsbuild', 'src');
  return readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
    (name) =>
      name.endsWith('.d.ts') &&
      !/\.(stories|test)\.d\.ts$/.test(name) &&
      !/(^|\/)(storybook|test-support)\//.test(name) &&
      !name.endsWith('sampleNavigation.d.ts'),
  );
}

for (const folder of Object.keys(bundled)) {
  for (const name of declarations(folder)) {
    const target = join(typesDir, folder, name);
    mkdirSync(dirname(target), { recursive: true });
    const fromHere = (other: string) => {
      const path = relative(dirname(target), join(typesDir, other, 'index.js'));
      return path.startsWith('.') ? path : `./${path}`;
    };
    const text = readFileSync(join(packagesDir, folder, '.tsbuild', 'src', name), 'utf8')
      // Workspace packages resolve to the declarations copied beside these.
      .replace(
        /(['"])@orbit\/(domain|i18n|contract)\1/g,
        (_, quote: string, other: string) => `${quote}${fromHere(other)}${quote}`,
      )
      // Sources import each other with their .ts/.tsx names; the published files are .js with .d.ts beside them.
      .replace(/(['"])(\.{1,2}\/[^'"]*?)\.tsx?\1/g, '$1$2.js$1')
      // A stylesheet imported for its effect (the typefaces) declares nothing, and a portal's compiler that checks
      // side-effect imports need not resolve it: the declaration of such a module is empty.
      .replace(/^import ['"][^'"]+\.css['"];\n/gm, '')
      .replace(/^$/, 'export {};\n');
    writeFileSync(target, text);
  }
}

/** The published manifest: runtime dependencies of ui and of the packages bundled into it, peers as declared. */
const ui = readManifest('ui');
const dependencies: Record<string, string> = {};
for (const folder of ['ui', 'domain', 'i18n', 'contract']) {
  for (const [name, range] of Object.entries(readManifest(folder).dependencies ?? {})) {
    if (!name.startsWith('@orbit/') && !(name in (ui.peerDependencies ?? {}))) dependencies[name] = range;
  }
}
const published = {
  name: ui.name,
  version: ui.version,
  description: ui.description,
  type: 'module',
  license: 'UNLICENSED',
  main: './index.js',
  types: './types/ui/index.d.ts',
  exports: {
    '.': { types: './types/ui/index.d.ts', default: './index.js' },
    // Each brand's typeface, for the app's entry to import once (ADR 0064).
    './fonts/orbit': { types: './types/ui/fonts/orbit.d.ts', default: './fonts/orbit.js' },
    './fonts/bubble': { types: './types/ui/fonts/bubble.d.ts', default: './fonts/bubble.js' },
    './package.json': './package.json',
  },
  files: ['**/*.js', '**/*.js.map', 'types', 'README.md', 'CHANGELOG.md', 'LICENSE'],
  // Only the typeface entries do something when imported (they add @font-face rules); every other module may be
  // left out by a portal's bundler when nothing of it is used.
  sideEffects: ['./fonts/*.js'],
  dependencies: Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b))),
  peerDependencies: ui.peerDependencies,
  peerDependenciesMeta: ui.peerDependenciesMeta,
};
writeFileSync(join(dist, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
for (const file of ['README.md', 'CHANGELOG.md', 'LICENSE']) cpSync(join(packageDir, file), join(dist, file));
console.log(`@orbit/ui built into ${relative(root, dist)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
