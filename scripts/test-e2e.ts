// End-to-end journeys: builds the console (unless --no-build) and runs Playwright against the real server.
import { run } from './run.ts';
import { findChromium } from './find-chromium.ts';

try {
  findChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const build = !process.argv.includes('--no-build');
if (build && !run('npm', ['run', 'build', '--silent'])) process.exit(1);
const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build');
process.exit(run('npx', ['playwright', 'test', '-c', 'apps/console/e2e/playwright.config.ts', ...extra]) ? 0 : 1);
