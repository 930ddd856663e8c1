import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';

interface LogEntry {
  to?: unknown;
  msg?: unknown;
}

/** The links of the mails to `to` in the server's log, oldest first. */
function linksMailedTo(log: string, to: string): URL[] {
  const links: URL[] = [];
  for (const line of log.split('\n')) {
    let entry: LogEntry;
    try {
      entry = JSON.parse(line) as LogEntry;
    } catch {
      // The start-up banner is plain text.
      continue;
    }
    if (entry.to !== to || typeof entry.msg !== 'string') continue;
    for (const match of entry.msg.matchAll(/https?:\/\/\S+/g)) links.push(new URL(match[0]));
  }
  return links;
}

/**
 * The newest link mailed to `to` whose path is `path`, as a path with its query (the page's base URL is the
 * server's). The embedded server has no SMTP, so it logs each mail; playwright.config.ts keeps that log.
 */
export async function mailedLink(to: string, path: string): Promise<string> {
  const logFile = process.env.E2E_SERVER_LOG;
  if (!logFile)
    throw new Error('E2E_SERVER_LOG is not set: run the journeys with apps/console/e2e/playwright.config.ts');
  let found: URL | undefined;
  await expect
    .poll(
      async () => {
        found = linksMailedTo(await readFile(logFile, 'utf8'), to)
          .filter((link) => link.pathname === path)
          .at(-1);
        return found?.href;
      },
      { message: `a mail to ${to} with a link to ${path}`, timeout: 10_000 },
    )
    .toBeDefined();
  return found ? `${found.pathname}${found.search}` : path;
}
