import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { close, listen, mailServer } from '../../api/src/test-support/mail-server.ts';
import type { ReceivedMail } from '../../api/src/test-support/mail-server.ts';
import { watchConsoleErrors } from './console-errors.ts';

/**
 * The coasters page watched live (issue 37, ADR 0084, 0086, 0089), on a server of this journey's own: check-ins every
 * 5 s (a machine is late after 7.5 s and offline after 15 s), the alerts evaluated every 2 s, and mail through a real
 * SMTP server in this process. Three emulated machines (apps/simulator) of the demo owner play in processes of their
 * own, so that one can be stopped without a word (SIGKILL) and started again on its saved state. The owner set that
 * machine's offline threshold to the least, 1 minute: within it and 5 seconds the owner's row says offline, the bell
 * tells of it and the mail is received; back, the bell gives the outage's length; the staff fleet page's counts
 * follow both without a reload.
 */

test.describe.configure({ timeout: 240_000 });

const repoRoot = resolve(import.meta.dirname, '../../..');
/** Beside the ports of the other journeys' servers (one per worker from E2E_PORT). */
const port = Number(process.env.E2E_PORT ?? 3210) + 40;
const checkInSeconds = 5;
const thresholdMinutes = 1;
/** The emulator's clock runs this many times faster: a ride of minutes takes seconds, and it calls every second. */
const speed = 60;
const owner = 'client@example.com';
/** The browser contexts of the journey's people, closed at its end. */
const contexts: BrowserContext[] = [];

interface CoasterRow {
  licenseKey: string;
  licenseLabel: string;
  deviceId: number | null;
  status: string;
  block: unknown;
  lastSeenAt: string | null;
}

/** A child process (the server, a machine) and what it printed, which the journey shows only when it fails. */
interface Child {
  process: ChildProcess;
  output: string[];
  exited: Promise<unknown>;
}

function startChild(args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { process: child, output, exited: once(child, 'exit') };
}

async function stopChild(child: Child, signal: NodeJS.Signals) {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill(signal);
  await child.exited;
}

/** The real server on a fresh embedded database, seeded with the demo data as the other journeys' servers are. */
async function startServer(dataDir: string, smtpPort: number): Promise<Child> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const server = startChild(['apps/api/src/main.ts'], {
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_MACHINES: '0',
    DEVICE_CHECK_IN_SECONDS: String(checkInSeconds),
    // Every 2 s: the alert of a machine past its threshold is made within 2 s, and reaches the bell in the 5 s
    // the journey allows.
    COASTER_ALERTS_CRON: '*/2 * * * * *',
    JOB_CRON_CHECK_SECONDS: '1',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    REQUIRE_STAFF_SECOND_FACTOR: 'false',
  });
  await new Promise<void>((listening, failed) => {
    server.process.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Orbit Console on')) listening();
    });
    void server.exited.then(() => failed(new Error(`The server ended before listening:\n${server.output.join('')}`)));
  });
  return server;
}

/** One emulated machine on `licenseKey`, keeping its key, token and journal in `stateDir` across restarts. */
function startMachine(url: string, licenseKey: string, stateDir: string, seed: number): Child {
  return startChild(
    [
      'apps/simulator/src/main.ts',
      ...['--url', url, '--devices', '1', '--licenses', licenseKey, '--minutes', '30', '--speed', String(speed)],
      ...['--offline-share', '0', '--clock-skew-share', '0', '--duplicate-share', '0'],
      ...['--state-dir', stateDir, '--progress-seconds', '3600', '--seed', String(seed)],
    ],
    process.env,
  );
}

async function signIn(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill('demo1234');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dash$/);
  return page;
}

async function coastersOf(page: Page): Promise<CoasterRow[]> {
  const answer = await page.request.get('/api/coasters');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { results: CoasterRow[] }).results;
}

/** The unread count the bell says, once it has loaded. */
async function unreadOf(bell: Locator): Promise<number> {
  await expect(bell).not.toHaveAttribute('aria-busy', 'true');
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/unread: (\d+)/.exec(name)?.[1] ?? 0);
}

/** Rides today over the rows, as the page shows them ("Rides: 12"). */
async function ridesShown(table: Locator): Promise<number> {
  const counts = await table.getByText(/^Rides: \d+$/).allTextContents();
  return counts.reduce((sum, text) => sum + Number(/\d+/.exec(text)?.[0] ?? 0), 0);
}

test('three machines online with rides rising; one stopped is told offline within its threshold and back with its outage; the fleet counts follow', async ({
  browser,
}) => {
  const scratch = mkdtempSync(join(tmpdir(), 'orbit-coasters-live-'));
  const mails: (ReceivedMail & { at: number })[] = [];
  const smtp = mailServer((mail, accept) => {
    mails.push({ ...mail, at: Date.now() });
    accept();
  });
  await listen(smtp, 0);
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const machines: Child[] = [];
  let server: Child | undefined;
  try {
    server = await startServer(join(scratch, 'data'), smtpPort);
    const url = `http://127.0.0.1:${port}`;

    // ---- The owner's three licences without a machine, and a machine started on each.
    const ownerPage = await signIn(browser, url, owner);
    const errors = watchConsoleErrors(ownerPage);
    const free = (await coastersOf(ownerPage)).filter((row) => row.status === 'notActivated' && row.block === null);
    expect(free.length).toBeGreaterThanOrEqual(3);
    const playing = free.slice(0, 3);
    const stateDirs = playing.map((_, index) => join(scratch, `machine-${index + 1}`));
    playing.forEach((row, index) =>
      machines.push(startMachine(url, row.licenseKey, stateDirs[index] ?? '', index + 1)),
    );
    // Three Node processes start and activate: on a busy 2-core machine, longer than the 15 s of other waits.
    await expect
      .poll(
        async () => {
          const rows = await coastersOf(ownerPage);
          return playing.every((row) => rows.some((each) => each.licenseKey === row.licenseKey && each.deviceId));
        },
        { timeout: 45_000 },
      )
      .toBe(true);
    const stopped = (await coastersOf(ownerPage)).find((row) => row.licenseKey === playing[0]?.licenseKey);
    if (!stopped?.deviceId) throw new Error('The first machine did not activate');

    // ---- The machine to be stopped: its offline threshold set to the least, on its own page's alert settings.
    await ownerPage.goto(`/dash/coasters/${stopped.deviceId}`);
    const alerts = ownerPage.getByRole('region', { name: 'Alerts' });
    const threshold = alerts.getByRole('textbox', { name: 'Tell me after it is offline for (minutes)' });
    await expect(threshold).toHaveAccessibleDescription(/From 1 to 1440 minutes\./);
    await threshold.fill(String(thresholdMinutes));
    await alerts.getByRole('button', { name: 'Save alerts' }).click();
    await expect(ownerPage.getByText('The alert settings are saved.')).toBeVisible();

    // ---- Staff watch the fleet: these three are the only machines online.
    const staffPage = await signIn(browser, url, 'admin@example.com');
    await staffPage.goto('/dash/admin/coasters');
    const counts = staffPage.getByRole('region', { name: 'Machines by status' });
    const countIs = (status: 'Online' | 'Offline', count: number) =>
      expect(counts.getByRole('button', { name: `${status} ${count}`, exact: true })).toBeVisible({
        timeout: 30_000,
      });
    await countIs('Online', 3);
    await countIs('Offline', 0);

    // ---- The owner's coasters page: three rows online, rides today rising without a reload.
    await ownerPage.goto('/dash/coasters');
    await ownerPage.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    const table = ownerPage.getByRole('table', { name: 'Your coasters' });
    const rowOf = (label: string) => table.getByRole('row', { name: new RegExp(label) });
    for (const row of playing) await expect(rowOf(row.licenseLabel).getByText('Online', { exact: true })).toBeVisible();
    const ridesAtFirst = await ridesShown(table);
    await expect.poll(() => ridesShown(table), { timeout: 30_000 }).toBeGreaterThan(ridesAtFirst);
    const bell = ownerPage.getByRole('button', { name: /^Notifications/ });
    const unreadBefore = await unreadOf(bell);

    // ---- One machine stopped without a word.
    const label = stopped.licenseLabel;
    const stoppedRow = rowOf(label);
    await stopChild(machines[0] as Child, 'SIGKILL');
    const killedAt = Date.now();
    await expect(stoppedRow.getByText('Offline', { exact: true })).toBeVisible({ timeout: 30_000 });
    const offlineShownAt = Date.now();
    // Its threshold counts from its last call, which the server heard at most a second before the kill.
    const lastSeenAt = Date.parse(
      (await coastersOf(ownerPage)).find((row) => row.licenseKey === stopped.licenseKey)?.lastSeenAt ?? '',
    );
    expect(lastSeenAt).toBeLessThanOrEqual(killedAt);
    const deadline = lastSeenAt + thresholdMinutes * 60_000 + 5_000;
    await expect(bell).toHaveAccessibleName(`Notifications, unread: ${unreadBefore + 1}`, {
      timeout: Math.max(1_000, deadline - Date.now()),
    });
    const bellAt = Date.now();
    await bell.click();
    const panel = ownerPage.getByRole('dialog', { name: 'Notifications' });
    const newest = panel.getByRole('list', { name: 'Latest notifications' }).getByRole('listitem').first();
    await expect(newest.getByRole('link')).toHaveText(`${label} is offline`);
    await ownerPage.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();
    // Mailed too, as the owner's preferences say by default, in the owner's language (the title is the subject).
    const mailsOfOutage = () => mails.filter((mail) => mail.to === owner && mail.subject.startsWith(label));
    await expect.poll(() => mailsOfOutage().length, { timeout: 15_000 }).toBe(1);
    const mailAt = mailsOfOutage()[0]?.at ?? 0;
    await countIs('Online', 2);
    await countIs('Offline', 1);

    // ---- Started again on the same state: back online, told with the outage's length.
    const restartedAt = Date.now();
    machines[0] = startMachine(url, stopped.licenseKey, stateDirs[0] ?? '', 1);
    await expect(stoppedRow.getByText('Online', { exact: true })).toBeVisible({ timeout: 30_000 });
    const onlineShownAt = Date.now();
    await expect(bell).toHaveAccessibleName(`Notifications, unread: ${unreadBefore + 2}`, { timeout: 15_000 });
    const backAt = Date.now();
    // The outage runs from the last call to the first call back, which came between the restart and the row's change.
    const minutesOf = (at: number) => Math.round((at - lastSeenAt) / 60_000);
    const outages = [...new Set([minutesOf(restartedAt), minutesOf(onlineShownAt)])];
    await bell.click();
    await expect(newest.getByRole('link')).toHaveText(`${label} is back online`);
    await expect(newest).toContainText(new RegExp(`was offline for (${outages.join('|')}) min\\.`));
    await ownerPage.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await countIs('Online', 3);
    await countIs('Offline', 0);
    expect(await ownerPage.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    // "Back online" goes to the console only by default: the outage was mailed once.
    expect(mailsOfOutage()).toHaveLength(1);
    expect(errors).toEqual([]);

    const seconds = (ms: number) => Number((ms / 1000).toFixed(1));
    const timings = {
      offlineRowAfterLastCall: seconds(offlineShownAt - lastSeenAt),
      bellAfterLastCall: seconds(bellAt - lastSeenAt),
      mailAfterLastCall: seconds(mailAt - lastSeenAt),
      backOnlineBellAfterRestart: seconds(backAt - restartedAt),
    };
    test.info().annotations.push({ type: 'coasters live (s)', description: JSON.stringify(timings) });
    console.log(`coasters live (s): ${JSON.stringify(timings)}`);
  } catch (error) {
    // What the processes printed, and the mails received, to tell what went wrong.
    const tail = (child: Child | undefined) => child?.output.join('').split('\n').slice(-20).join('\n') ?? '';
    console.error(`server:\n${tail(server)}\nmails: ${JSON.stringify(mails)}`);
    machines.forEach((machine, index) => console.error(`machine ${index + 1}:\n${tail(machine)}`));
    throw error;
  } finally {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await Promise.all(machines.map((machine) => stopChild(machine, 'SIGKILL')));
    if (server) await stopChild(server, 'SIGTERM');
    await close(smtp);
    rmSync(scratch, { recursive: true, force: true });
  }
});
