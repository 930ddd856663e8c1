// Proves the README's promise: clones this checkout's HEAD into a temporary folder and, with the machine's own
// Node (node_modules/.bin left out of PATH), runs `npm ci` and `npm start`, then checks that the console, the API
// and a demo sign-in answer. Plain JavaScript, so it runs on Node 20 too.
//
//   node scripts/fresh-clone.mjs            npm ci && npm start, then the checks
//   node scripts/fresh-clone.mjs --test     also npm test in the clone (several minutes)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const runTests = process.argv.includes('--test');
const port = Number(process.env.FRESH_CLONE_PORT ?? 3290);
const clone = mkdtempSync(join(tmpdir(), 'orbit-fresh-'));
const path = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((entry) => !entry.includes(`node_modules${'/'}.bin`))
  .join(delimiter);
const env = { ...process.env, PATH: path, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(clone, '.data') };
delete env.DATABASE_URL;

function step(title, command, args) {
  console.log(`\n$ ${[command, ...args].join(' ')}    (${title})`);
  execFileSync(command, args, { cwd: clone, env, stdio: 'inherit' });
}

async function waitForServer(child) {
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/countries`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('npm start did not answer within 5 minutes');
}

async function check(title, condition) {
  if (!(await condition())) throw new Error(`failed: ${title}`);
  console.log(`ok  ${title}`);
}

const started = Date.now();
let server;
try {
  console.log(
    `machine node ${execFileSync('node', ['--version'], { env }).toString().trim()}, npm ${execFileSync('npm', ['--version'], { env }).toString().trim()}`,
  );
  step('clone', 'git', ['clone', '--quiet', '--no-hardlinks', root, clone]);
  step('install', 'npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  console.log('\n$ npm start');
  server = spawn('npm', ['start'], { cwd: clone, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  await waitForServer(server);
  const base = `http://127.0.0.1:${port}`;
  const signInPage = await (await fetch(`${base}/sign-in`)).text();
  await check('the console page is served', async () => /<div id="root"[ >]/.test(signInPage));
  // The server draws the page's first screen into it (ADR 0045).
  await check('the sign-in form is drawn into the page', async () => /<div id="root"[^>]*>.*<form/s.test(signInPage));
  await check('the demo accounts are printed', async () => output.includes('admin@example.com'));
  await check('the demo client signs in', async () => {
    const answer = await fetch(`${base}/api/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'client@example.com', password: 'demo1234' }),
    });
    return answer.status === 200;
  });
  if (runTests) step('tests', 'npm', ['test']);
  console.log(`\nfresh clone: ok in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`\nfresh clone: ${error.message}`);
  process.exitCode = 1;
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  rmSync(clone, { recursive: true, force: true });
}
