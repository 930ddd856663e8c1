/**
 * Proves @orbit/sdk installs in another system's project (issue 38): builds the package, packs it with `npm pack`,
 * installs the tarball in a new project outside the workspace, type-checks there the examples of
 * docs/integrations.md (the webhook receiver and the script that pulls rides, taken from the document as written), and
 * runs a delivery through the installed `verifyWebhook`: signed as Standard Webhooks says it passes; a changed byte,
 * an old timestamp and another secret are refused.
 *
 *   node scripts/test-sdk-package.ts          (part of `npm test`; the npm registry is asked with --prefer-offline)
 *   KEEP_SDK_PACKAGE_TEST=1 node scripts/…    keeps the temporary project and prints where it is
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { seconds, sh, step } from './package-check-steps.ts';

const root = resolve(import.meta.dirname, '..');
const sdkDir = join(root, 'packages', 'sdk');
const started = performance.now();

/** The ```ts blocks of the document that name a file after the language (```ts receiver.ts). */
function examplesOf(markdown: string): Map<string, string> {
  const examples = new Map<string, string>();
  for (const match of markdown.matchAll(/^```ts (\S+\.ts)\n([\s\S]*?)^```$/gm)) {
    examples.set(match[1] ?? '', match[2] ?? '');
  }
  return examples;
}

const project = mkdtempSync(join(tmpdir(), 'orbit-sdk-user-'));
if (project.startsWith(root + sep)) throw new Error(`${project} is inside the workspace; set TMPDIR elsewhere`);
try {
  step('build @orbit/sdk', () => sh(process.execPath, [join(sdkDir, 'scripts', 'build.ts')], root));
  const tarball = step('npm pack', () => {
    sh('npm', ['pack', join(sdkDir, 'dist'), '--pack-destination', project, '--silent'], project);
    const file = readdirSync(project).find((name) => name.endsWith('.tgz'));
    if (!file) throw new Error('npm pack wrote no tarball');
    return join(project, file);
  });

  const nodeTypes = (
    JSON.parse(readFileSync(join(root, 'node_modules/@types/node/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      name: 'venue-software',
      private: true,
      type: 'module',
      dependencies: { '@orbit/sdk': `file:${tarball}` },
      devDependencies: { '@types/node': nodeTypes },
    }),
  );
  step('npm install (tarball, --prefer-offline)', () =>
    sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], project),
  );

  const examples = examplesOf(readFileSync(join(root, 'docs', 'integrations.md'), 'utf8'));
  for (const name of ['receiver.ts', 'pull-rides.ts']) {
    const code = examples.get(name);
    if (!code) throw new Error(`docs/integrations.md has no example named ${name}`);
    writeFileSync(join(project, name), code);
  }
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        module: 'nodenext',
        moduleResolution: 'nodenext',
        types: ['node'],
      },
      files: ['receiver.ts', 'pull-rides.ts'],
    }),
  );
  step('type-check the examples of docs/integrations.md against the installed package', () =>
    sh(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], project),
  );

  writeFileSync(
    join(project, 'verify.mjs'),
    `import assert from 'node:assert/strict';
import { Webhook } from 'standardwebhooks';
import { createOrbitClient, verifyWebhook, WebhookVerificationError } from '@orbit/sdk';

const secret = 'whsec_' + Buffer.from('a secret of thirty-two bytes!!!!').toString('base64');
const body = JSON.stringify({ id: 'evt_1', type: 'license.blocked', data: {} });
const headersAt = (at) => ({
  'webhook-id': 'msg_1',
  'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
  'webhook-signature': new Webhook(secret).sign('msg_1', at, body),
});
assert.deepEqual(verifyWebhook(body, headersAt(new Date()), secret), JSON.parse(body));
assert.throws(() => verifyWebhook(body.replace('evt_1', 'evt_2'), headersAt(new Date()), secret), WebhookVerificationError);
assert.throws(() => verifyWebhook(body, headersAt(new Date(Date.now() - 6 * 60_000)), secret), WebhookVerificationError);
assert.throws(() => createOrbitClient({ baseUrl: 'http://localhost', apiKey: 'nope' }), /not an Orbit key/);
console.log('the installed package verifies deliveries');
`,
  );
  step('run a delivery through the installed package', () => sh(process.execPath, ['verify.mjs'], project));
  console.log(`@orbit/sdk packed, installed and used in another project (${seconds(started)})`);
} finally {
  if (process.env.KEEP_SDK_PACKAGE_TEST) console.log(`Kept ${project}`);
  else rmSync(project, { recursive: true, force: true });
}
