import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function manifest(path: string): Manifest {
  return JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Manifest;
}

/**
 * What the built package imports instead of bundling: its peer dependencies and the npm dependencies of the design
 * system and of the workspace packages it bundles (@orbit/domain, @orbit/i18n; @orbit/contract gives types only).
 */
const external = new Set(
  ['./package.json', '../domain/package.json', '../i18n/package.json'].flatMap((path) => {
    const { dependencies = {}, peerDependencies = {} } = manifest(path);
    return [...Object.keys(dependencies), ...Object.keys(peerDependencies)].filter(
      (name) => !name.startsWith('@orbit/'),
    );
  }),
);
external.add('react/jsx-runtime');

function isExternal(id: string): boolean {
  for (const name of external) if (id === name || id.startsWith(`${name}/`)) return true;
  return false;
}

/** The workspace packages the build carries inside dist/, each in a folder of its own beside ui's modules. */
const bundledPackages = ['domain', 'i18n', 'contract'];

/**
 * Where a source module lands in dist/: ui's `src/components/Button/Button.tsx` at `components/Button/Button.js`, a
 * bundled package's `packages/domain/src/money.ts` at `_orbit/domain/money.js`, anything else (Vite's helpers) at
 * `_virtual/…`. One module per source file, so that a portal's bundler keeps only what the portal imports.
 */
function moduleName(name: string): string {
  const [, folder, path] = /^(?:\.\.\/)?(\w[\w-]*)\/src\/(.*)$/.exec(name) ?? [];
  return folder && path && bundledPackages.includes(folder) ? `_orbit/${folder}/${path}` : name;
}

/**
 * Library build of @orbit/ui (scripts/build.ts): ES modules in dist/, one per source file, with the workspace
 * packages it uses carried inside. The entries are the package's exports: the components, and each brand's typeface.
 */
export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: { index: 'src/index.ts', 'fonts/orbit': 'src/fonts/orbit.ts', 'fonts/bubble': 'src/fonts/bubble.ts' },
      formats: ['es'],
    },
    rollupOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: (chunk) => `${moduleName(chunk.name)}.js`,
      },
    },
  },
});
