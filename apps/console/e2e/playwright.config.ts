import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from '../../../scripts/find-chromium.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const firstPort = Number(process.env.E2E_PORT ?? 3210);
/**
 * Journeys run in this many workers, each against a server and a demo business of its own, so no journey sees what
 * another one changes; a file's journeys run in order in one worker (E2E_WORKERS, default 2).
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
// Every run starts the real servers on fresh embedded databases, migrated and seeded with the demo data.
const dataRoot = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'orbit-e2e-')));
const serverOf = (index: number) => ({
  port: firstPort + index,
  dataDir: join(dataRoot, `server-${index}`),
  // Without SMTP the server logs each mail, link included, at info level; journeys that follow a mailed link read
  // them from this file (mailbox.ts).
  log: join(dataRoot, `server-${index}.log`),
});

// This file is read again in each worker, which Playwright numbers from 0 (TEST_PARALLEL_INDEX): the worker's
// journeys talk to its own server, and find its port and log in the environment.
const own = serverOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
process.env.E2E_PORT = String(own.port);
process.env.E2E_SERVER_LOG = own.log;

/**
 * The longest journeys on the shared servers (each over half a minute: a machine spending its coins, a translated news
 * item with a picture) start first: Playwright hands out files in the order of its projects,
 * and one of them starting last kept a worker busy alone for a minute after the others had finished.
 */
const longJourneys = ['simulators.e2e.ts', 'admin-content.e2e.ts'];

/**
 * Journeys that start a server of their own, with settings of their own (the coasters page's check-ins every 5 s and
 * alerts every 2 s, a re-authentication window of a minute), and use none of the shared ones. They spend most of
 * their time waiting for a threshold or a window to pass, so `npm test` runs them beside the story tests, one worker
 * each, instead of in a journey worker (ADR 0099): E2E_JOURNEYS=own-servers runs them alone, without starting the
 * shared servers; E2E_JOURNEYS=shared-servers runs the others; unset, all.
 */
const ownServerJourneys = ['coasters-live.e2e.ts', 'reauthentication.e2e.ts'];
const chosen = process.env.E2E_JOURNEYS ?? 'all';
if (!['all', 'own-servers', 'shared-servers'].includes(chosen)) {
  throw new Error(`E2E_JOURNEYS is all, own-servers or shared-servers, not ${chosen}`);
}
const sharedServers = chosen !== 'own-servers';

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  projects: [
    ...(chosen === 'shared-servers'
      ? []
      : [{ name: 'journeys on servers of their own', testMatch: ownServerJourneys }]),
    ...(sharedServers
      ? [
          { name: 'long journeys', testMatch: longJourneys },
          { name: 'journeys', testIgnore: [...longJourneys, ...ownServerJourneys] },
        ]
      : []),
  ],
  fullyParallel: false,
  workers: sharedServers ? workers : ownServerJourneys.length,
  retries: 0,
  timeout: 60_000,
  // Sign-up and reset hash passwords with argon2id; on a busy CI machine an answer can take several seconds.
  expect: { timeout: 15_000 },
  // `npm test` also asks for a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME), from which its summary names failed journeys.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: join(repoRoot, 'test-results', sharedServers ? 'e2e' : 'e2e-own-servers'),
  use: {
    baseURL: `http://127.0.0.1:${own.port}`,
    launchOptions: { executablePath: findChromium() },
    trace: 'retain-on-failure',
  },
  webServer: Array.from({ length: sharedServers ? workers : 0 }, (_, index) => {
    const server = serverOf(index);
    return {
      command: `node apps/api/src/main.ts > ${JSON.stringify(server.log)}`,
      cwd: repoRoot,
      url: `http://127.0.0.1:${server.port}/api/countries`,
      env: {
        HOST: '127.0.0.1',
        PORT: String(server.port),
        DATA_DIR: server.dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        // The journeys need the demo data as seeded: no living machines playing in it.
        DEMO_MACHINES: '0',
        // The integrations journey's webhook receiver listens on this machine, which the address rules refuse.
        WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    };
  }),
});
