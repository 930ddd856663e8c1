import { join, resolve } from 'node:path';

/**
 * The journeys' shared servers: one per journey worker, each the real server on a fresh embedded database of its own,
 * migrated and seeded with the demo business. Playwright starts them (playwright.config.ts); `npm test` starts them
 * itself while the story tests run and lets the journey step find them answering (E2E_REUSE_SERVERS, ADR 0099).
 */
export const repoRoot = resolve(import.meta.dirname, '../../..');

/** Journeys run in this many workers, each against a server of its own (E2E_WORKERS, default 2). */
export function journeyWorkers(): number {
  return Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
}

export interface SharedServer {
  port: number;
  dataDir: string;
  /** Without SMTP the server logs each mail, link included; journeys that follow a mailed link read them here. */
  log: string;
  /** Answers once the server is up. */
  url: string;
  command: string;
  env: Record<string, string>;
}

/** The server of worker `index`, its data under `dataRoot`, its port counted from `firstPort`. */
export function sharedServerOf(index: number, dataRoot: string, firstPort: number): SharedServer {
  const port = firstPort + index;
  const dataDir = join(dataRoot, `server-${index}`);
  const log = join(dataRoot, `server-${index}.log`);
  return {
    port,
    dataDir,
    log,
    url: `http://127.0.0.1:${port}/api/countries`,
    command: `node apps/api/src/main.ts > ${JSON.stringify(log)}`,
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      // The journeys need the demo data as seeded: no living machines playing in it.
      DEMO_MACHINES: '0',
      // The integrations journey's webhook receiver listens on this machine, which the address rules refuse.
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    },
  };
}
