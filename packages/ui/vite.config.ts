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

/** Library build of @orbit/ui (scripts/build.ts): ES modules in dist/, the workspace packages it uses bundled in. */
export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    rollupOptions: { external: isExternal },
  },
});
