/**
 * Story tests: builds the static Storybook, serves it on 127.0.0.1, and runs @storybook/test-runner in headless
 * Chromium against it (play functions, axe, console errors, screenshots at 1280 px and 375 px).
 *
 *   node scripts/test-stories.ts             build, then test
 *   node scripts/test-stories.ts --no-build  test the existing storybook-static/
 *   node scripts/test-stories.ts --build-only
 *                                            build it and stop (`npm test` builds beside Vitest, then tests it)
 *   node scripts/test-stories.ts --update    rewrite the screenshot baselines (and record this Chromium's version)
 *   node scripts/test-stories.ts --stories a.stories.tsx,b.stories.tsx
 *                                            build a Storybook of those story files alone and test them (with
 *                                            --update, refresh their baselines only)
 * Any other argument goes to test-storybook (for example a story title pattern, in lower case).
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { pageContentSecurityPolicy } from '@orbit/contract';
import { findChromium } from './find-chromium.ts';

const root = resolve(import.meta.dirname, '..');
const screenshotsDir = join(root, '.storybook', '__screenshots__');
const browserVersionFile = join(screenshotsDir, 'browser-version.txt');

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const buildOnly = args.includes('--build-only');
const update = args.includes('--update');
const storiesIndex = args.indexOf('--stories');
const onlyStories = storiesIndex >= 0 ? (args[storiesIndex + 1] ?? '') : undefined;
if (onlyStories === '') {
  console.error('--stories needs story files, separated by commas');
  process.exit(2);
}
const passthrough = args.filter(
  (arg, index) =>
    arg !== '--no-build' &&
    arg !== '--build-only' &&
    arg !== '--update' &&
    (storiesIndex < 0 || (index !== storiesIndex && index !== storiesIndex + 1)),
);
// STORYBOOK_STATIC_DIR lets parallel runs on one machine build into folders of their own; a build of a few stories
// goes apart from the whole one, which a later --no-build run tests.
const staticDir = process.env.STORYBOOK_STATIC_DIR
  ? resolve(process.env.STORYBOOK_STATIC_DIR)
  : join(root, onlyStories ? join('test-results', 'storybook-of-changes') : 'storybook-static');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function binOf(packageName: string, binName: string): string {
  const require = createRequire(join(root, 'package.json'));
  const manifestPath = require.resolve(`${packageName}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[binName];
  if (!bin) throw new Error(`${packageName} has no ${binName} executable`);
  return join(dirname(manifestPath), bin);
}

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolveExit, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolveExit(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The page as served under the console's Content-Security-Policy (ADR 0021): a fresh nonce on every script and
 * style element of the built HTML and in `<meta property="csp-nonce">` (styled-components reads it), and the hashes
 * of the few style attributes the HTML itself holds. Storybook's manager frames its preview, so the preview may be
 * framed by its own origin; everything else is the console's policy word for word.
 */
function withContentSecurityPolicy(
  html: string,
  styleAttributeHashes: readonly string[],
): { html: string; policy: string } {
  const nonce = randomBytes(18).toString('base64');
  const marked = html
    .replace(/<(script|style)\b(?![^>]*\bnonce=)/g, `<$1 nonce="${nonce}"`)
    .replace(/<head>/, `<head><meta property="csp-nonce" nonce="${nonce}" />`);
  const policy = pageContentSecurityPolicy(nonce)
    .replace("frame-ancestors 'none'", "frame-ancestors 'self'")
    .concat(
      styleAttributeHashes.length > 0 ? `; style-src-attr 'unsafe-hashes' ${styleAttributeHashes.join(' ')}` : '',
    );
  return { html: marked, policy };
}

/**
 * The hashes of the fixed style attributes Storybook's built HTML and scripts write (its error display, the a11y
 * addon's hidden filters): each allows that exact value and nothing else.
 */
function styleAttributeHashesOf(directory: string): string[] {
  const files = readdirSync(directory, { recursive: true, encoding: 'utf8' }).filter((name) =>
    /\.(html|js)$/.test(name),
  );
  const values = new Set<string>();
  for (const name of files) {
    for (const match of readFileSync(join(directory, name), 'utf8').matchAll(/style=\\?"([^"\\$]*)\\?"/g)) {
      values.add(match[1] ?? '');
    }
  }
  return [...values].map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`);
}

/** A minimal static file server for storybook-static (no dependency, no directory listing). */
function serve(directory: string): Promise<Server> {
  const styleAttributeHashes = styleAttributeHashesOf(directory);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = join(directory, path);
    if (!file.startsWith(directory + sep) && file !== directory) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const headers = {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    };
    if (extname(file) === '.html') {
      const page = withContentSecurityPolicy(readFileSync(file, 'utf8'), styleAttributeHashes);
      response.writeHead(200, { ...headers, 'content-security-policy': page.policy });
      response.end(request.method === 'HEAD' ? undefined : page.html);
      return;
    }
    response.writeHead(200, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((resolveServer) => server.listen(0, '127.0.0.1', () => resolveServer(server)));
}

function chromiumVersion(executable: string): string {
  const output = execFileSync(executable, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const version = /\d+\.\d+\.\d+\.\d+/.exec(output)?.[0];
  if (!version) throw new Error(`Could not read the version of ${executable} from "${output.trim()}"`);
  return version;
}

/** After a full --update run every baseline in use was rewritten; older files belong to stories that are gone. */
function removeStaleBaselines(since: number): void {
  for (const name of readdirSync(screenshotsDir)) {
    const file = join(screenshotsDir, name);
    if (name.endsWith('.png') && statSync(file).mtimeMs < since) {
      rmSync(file);
      console.log(`Removed the baseline of a story that no longer exists: ${name}`);
    }
  }
}

/** Story files tested at once, each in a page of its own (STORY_WORKERS, ADR 0076). */
const storyWorkers = Math.max(1, Number(process.env.STORY_WORKERS ?? 2));

const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  ...(onlyStories && { ORBIT_STORIES: onlyStories }),
};

const started = performance.now();
if (build) {
  const buildStarted = performance.now();
  const code = await run(process.execPath, [binOf('storybook', 'storybook'), 'build', '-o', staticDir, '--quiet'], env);
  if (code !== 0) process.exit(code);
  console.log(`Storybook built in ${seconds(buildStarted)}`);
  if (buildOnly) process.exit(0);
} else if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('storybook-static/ has no build; run without --no-build first.');
  process.exit(1);
}

const chromium = findChromium();
const version = chromiumVersion(chromium);
const recorded = existsSync(browserVersionFile)
  ? readFileSync(browserVersionFile, 'utf8').split('\n')[0]?.trim()
  : undefined;
const visual = update ? 'update' : recorded === version ? 'compare' : 'skip';
if (visual === 'compare') {
  const baselines = readdirSync(screenshotsDir).filter((name) => name.endsWith('.png')).length;
  console.log(
    `Visual comparison on: ${baselines} baselines made with Chromium ${version} (identical screenshots pass without a pixel diff).`,
  );
} else if (visual === 'skip') {
  console.log(
    `Visual comparison skipped: the baselines were made with Chromium ${recorded ?? '(none recorded)'} and this machine has ${version}; ` +
      'play functions, axe and console checks still run. Refresh the baselines with `node scripts/test-stories.ts --update`.',
  );
}

// The stories whose picture matched only on a second take (.storybook/test-runner.ts), listed after the run.
const unsteadyPictures = join(tmpdir(), `orbit-unsteady-pictures-${process.pid}.txt`);
rmSync(unsteadyPictures, { force: true });

const server = await serve(staticDir);
const { port } = server.address() as AddressInfo;
const testsStarted = Date.now();
const testsStartedAt = performance.now();
const code = await run(
  process.execPath,
  [
    binOf('@storybook/test-runner', 'test-storybook'),
    '--url',
    `http://127.0.0.1:${port}`,
    '--index-json',
    `--maxWorkers=${storyWorkers}`,
    '--failOnConsole',
    ...(update ? ['-u'] : []),
    ...passthrough,
  ],
  { ...env, CHROMIUM_PATH: chromium, ORBIT_VISUAL: visual, ORBIT_UNSTEADY_PICTURES: unsteadyPictures },
);
server.close();

if (update && code === 0) {
  writeFileSync(browserVersionFile, `${version}\n`);
  if (passthrough.length === 0 && !onlyStories) removeStaleBaselines(testsStarted);
}
if (existsSync(unsteadyPictures)) {
  const unsteady = readFileSync(unsteadyPictures, 'utf8').trim().split('\n');
  rmSync(unsteadyPictures);
  console.log(
    `Pictures that matched only on a second take (the page was still changing; mend the story): ${unsteady.length}\n` +
      unsteady.map((identifier) => `  ${identifier}`).join('\n'),
  );
}
console.log(
  `Story tests ${code === 0 ? 'passed' : 'failed'}: tests ${seconds(testsStartedAt)}, total ${seconds(started)}`,
);
process.exit(code);
