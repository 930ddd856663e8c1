import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig, productionProblems } from './config.ts';
import { demoAccounts, demoPassword } from './demo/demo-accounts.ts';
import type { DemoMachines } from './demo/machines.ts';
import { serveBackupRequests } from './db/backup-requests.ts';
import { driverClientOf } from './db/client.ts';
import { DataFolderLockedError } from './db/data-folder-lock.ts';
import { describeDatabase, openConfiguredDatabase } from './db/open-configured.ts';
import { demoAccountsWithDemoPassword, hasAnyUser, seedDatabase } from './demo/seed.ts';
import { serveMetricsPort } from './http/metrics.ts';
import { createDiskImageStorage } from './shared/image-storage.ts';

const loaded = loadConfig();
// The demo machines' server asks for a check-in every minute unless told otherwise, so the coasters page shows the
// one that goes offline within minutes (ADR 0084's windows are 1.5 and 3 intervals).
const config =
  loaded.demoMachines > 0 && !process.env.DEVICE_CHECK_IN_SECONDS
    ? { ...loaded, devices: { ...loaded.devices, checkInSeconds: 60 } }
    : loaded;
const problems = productionProblems(config);
if (problems.length > 0) {
  console.error(`Refusing a production start (NODE_ENV=production):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}

const handle = await openConfiguredDatabase(config).catch((error: unknown) => {
  if (!(error instanceof DataFolderLockedError)) throw error;
  console.error(`Refusing to start: ${error.message}`);
  process.exit(1);
});
const seed = await seedDatabase(handle.db, {
  demo: config.demoData,
  pictures: createDiskImageStorage(config.uploads.dir),
});
// Loaded only in demo mode: the emulator is a tool of the repository, not part of a production installation.
const demoMachinesModule = config.demoMachines > 0 ? await import('./demo/machines.ts') : undefined;
if (seed.demoAccountsCreated && demoMachinesModule) await demoMachinesModule.shortenDemoRunway(handle.db);
if (config.production) {
  const openDemoAccounts = await demoAccountsWithDemoPassword(handle.db);
  if (openDemoAccounts.length > 0) {
    console.error(
      `Refusing a production start: these accounts still open with the published demo password: ${openDemoAccounts.join(', ')}.\n` +
        'Use a database that was never seeded with demo data, or delete these accounts first.',
    );
    await handle.close();
    process.exit(1);
  }
}
const anyUser = await hasAnyUser(handle.db);
// The app (every route and service) is loaded once the settings are known to be good: a refused start says why at
// once, without loading it.
const { buildApp } = await import('./app.ts');
const app = await buildApp({ db: handle.db, exportDb: handle.exportDb, config });
// `npm run backup` asks this process for a copy of the embedded database (ADR 0061).
const pglite = driverClientOf(handle.db);
const backups =
  pglite instanceof PGlite
    ? await serveBackupRequests({
        dataDir: config.dataDir,
        uploadsDir: config.uploads.dir,
        client: pglite,
        log: app.log,
      })
    : undefined;

let metricsServer: Server | undefined;
let demoMachines: DemoMachines | undefined;
let listening = false;
let stopping = false;
/** How often connections that became idle while the server closes are closed too. */
const idleSweepMs = 100;

/**
 * The clean stop of ADR 0060: readiness answers 503 at once, and after SHUTDOWN_DELAY_MS (time for a balancer to
 * notice) the listener closes. Requests and downloads in flight get SHUTDOWN_GRACE_MS to finish; what is left is cut.
 * Then the session listener and the pools close (PGlite flushes its files) and the process exits.
 */
async function stop(reason: string, exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.operations.readiness.drain();
  const { delayMs, graceMs } = config.shutdown;
  app.log.info(
    `${reason}, shutting down: readiness answers 503${listening && delayMs > 0 ? `, the listener closes in ${delayMs} ms` : ''}`,
  );
  try {
    // The machines send their last rides and say they are switching off while the server still answers.
    await demoMachines?.stop();
    if (listening && delayMs > 0) await sleep(delayMs);
    // Node closes the connections idle when the close starts; a download that ends later leaves its connection
    // waiting for a next request that would only get 503, so those are closed as they become idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), idleSweepMs);
    const grace = setTimeout(() => {
      app.server.getConnections((_error, open) => {
        app.log.warn(`Grace period of ${graceMs} ms over: cutting ${open} connection(s) still open`);
        app.server.closeAllConnections();
      });
    }, graceMs);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
      clearTimeout(grace);
    }
    await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
    await backups?.stop();
    await handle.close();
    app.log.info('Stopped');
  } catch (error) {
    app.log.error({ err: error }, 'Shutdown failed');
    exitCode = 1;
  }
  process.exit(exitCode);
}
process.once('SIGINT', () => void stop('SIGINT received', 0));
process.once('SIGTERM', () => void stop('SIGTERM received', 0));

try {
  await app.listen({ host: config.host, port: config.port });
  listening = true;
  if (config.metrics.port !== undefined) {
    metricsServer = await serveMetricsPort(app.operations.metrics.registry, config.metrics.host, config.metrics.port);
  }
  if (demoMachinesModule && !stopping) {
    demoMachines = await demoMachinesModule.startDemoMachines({
      db: handle.db,
      url: ownAddress(),
      count: config.demoMachines,
      stateDir: demoMachinesModule.demoMachinesDir(config.dataDir),
      log: (line) => app.log.info(`demo machines: ${line}`),
    });
  }
} catch (error) {
  app.log.fatal({ err: error }, 'Could not listen');
  await stop('Start failed', 1);
}

/** The server as its own machines reach it: the loopback address when it listens on every interface. */
function ownAddress(): string {
  const { address, family, port } = app.server.address() as AddressInfo;
  const ipv6 = family === 'IPv6';
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
  return `http://${ipv6 ? `[${host}]` : host}:${port}`;
}

const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
const docs = { public: `API docs: ${url}/api/docs`, admin: `API docs for admins: ${url}/api/docs`, off: 'no API docs' };
console.log(`\nOrbit Console on ${url}  (${docs[config.apiDocs]})`);
console.log(`Data: ${describeDatabase(config)}${seed.demoAccountsCreated ? ' (demo data seeded now)' : ''}`);
if (metricsServer) console.log(`Metrics: http://${config.metrics.host}:${config.metrics.port}/metrics`);
if (config.production) console.log('Production mode: no demo data, mail by SMTP, Secure cookie, HSTS.');
if (demoMachines && demoMachinesModule) {
  console.log(
    `Demo machines: ${config.demoMachines} playing, on ${demoMachinesModule.demoShowcaseEmail}'s licences first ` +
      '(DEMO_MACHINES=0 turns them off)',
  );
}
if (config.demoData && anyUser) {
  console.log(`\nDemo accounts, password ${demoPassword}:`);
  for (const account of demoAccounts) console.log(`  ${account.email.padEnd(26)} ${account.scope}`);
}
if (!anyUser) {
  console.log('\nNo accounts yet. Create the first admin, who gets a link to choose a password:');
  console.log('  npm run create-admin -- --email you@example.com');
}
console.log('');
