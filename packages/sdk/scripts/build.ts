/**
 * Builds @orbit/sdk as a package another system installs (`npm run build -w @orbit/sdk`, then `npm pack dist`):
 * dist/*.js and their declarations from the TypeScript sources, and dist/package.json, the manifest to publish (its
 * npm dependencies, no workspace), with the README.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const packageDir = resolve(import.meta.dirname, '..');
const dist = join(packageDir, 'dist');
const require = createRequire(join(packageDir, 'package.json'));

rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(packageDir, 'tsconfig.build.json')], {
  stdio: 'inherit',
});

const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  description: string;
  dependencies: Record<string, string>;
};
const published = {
  name: manifest.name,
  version: manifest.version,
  description: manifest.description,
  license: 'UNLICENSED',
  type: 'module',
  exports: { '.': { types: './index.d.ts', default: './index.js' } },
  sideEffects: false,
  engines: { node: '>=20' },
  dependencies: manifest.dependencies,
};
writeFileSync(join(dist, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
copyFileSync(join(packageDir, 'README.md'), join(dist, 'README.md'));
console.log(`Built ${manifest.name} ${manifest.version} in ${dist}`);
