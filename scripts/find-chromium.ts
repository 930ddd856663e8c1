import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where a Chromium binary may be, in the order the README promises. */
function candidates(): string[] {
  const found: string[] = [];
  if (process.env.CHROMIUM_PATH) found.push(process.env.CHROMIUM_PATH);
  found.push('/usr/bin/chromium', '/usr/bin/chromium-browser');
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache)
      .filter((name) => name.startsWith('chromium'))
      .sort()
      .reverse()) {
      found.push(join(cache, dir, 'chrome-linux64', 'chrome'), join(cache, dir, 'chrome-linux', 'chrome'));
    }
  }
  return found;
}

/** The Chromium that browser tests drive; throws a message that says how to get one. */
export function findChromium(): string {
  const path = candidates().find((candidate) => existsSync(candidate));
  if (path) return path;
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      'Looked at $CHROMIUM_PATH, /usr/bin/chromium and the Playwright cache.',
      'Install one with `sudo apt-get update && sudo apt-get install -y chromium`,',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(findChromium());
}
