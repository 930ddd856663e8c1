import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from '../../../scripts/find-chromium.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3210);
// Every run starts the real server on a fresh embedded database, migrated and seeded with the demo data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'orbit-e2e-'));
// Without SMTP the server logs each mail, link included, at info level; journeys that follow a mailed link read
// them from this file (mailbox.ts). Set once here, so the test workers inherit the same path.
const serverLog = (process.env.E2E_SERVER_LOG ??= join(dataDir, 'server.log'));

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // Sign-up and reset hash passwords with argon2id; on a busy CI machine an answer can take several seconds.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: join(repoRoot, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: findChromium() },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node apps/api/src/main.ts > ${JSON.stringify(serverLog)}`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/countries`,
    env: { HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
