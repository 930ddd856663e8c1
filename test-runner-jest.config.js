// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { getJestConfig } from '@storybook/test-runner';

/**
 * The Chromium the story tests drive. scripts/test-stories.ts sets CHROMIUM_PATH from scripts/find-chromium.ts;
 * a direct `npx test-storybook` gets the same lookup here (a JS config cannot import that TypeScript file).
 */
function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache)) {
    for (const dir of readdirSync(cache)
      .filter((name) => name.startsWith('chromium'))
      .sort()
      .reverse()) {
      candidates.push(join(cache, dir, 'chrome-linux64', 'chrome'), join(cache, dir, 'chrome-linux', 'chrome'));
    }
  }
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error('No Chromium found: install one (`apt-get install -y chromium`) or set CHROMIUM_PATH.');
  }
  return found;
}

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  // A story's render, play, two screenshots and axe at 375 px; connected pages on a loaded 2-core machine have taken
  // over 30 s, which failed them as timeouts twice in a row.
  testTimeout: 60_000,
  // One page per worker, kept from one story file to the next (ADR 0077).
  testEnvironment: '<rootDir>/.storybook/story-page-environment.js',
  reporters: [...(base.reporters ?? ['default']), '<rootDir>/.storybook/failure-summary-reporter.cjs'],
  // The runner's own setup file gives way to ours, which sets the same hooks without loading the runner per file.
  setupFilesAfterEnv: [
    '<rootDir>/.storybook/story-setup.js',
    ...(base.setupFilesAfterEnv ?? []).filter((file) => !file.endsWith('/playwright/jest-setup.js')),
    '<rootDir>/.storybook/jest-retry.cjs',
  ],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: findChromium(),
        args: ['--font-render-hinting=none', '--force-color-profile=srgb'],
      },
      // Fixed locale, zone and motion, so detection, dates and screenshots are the same on every run.
      contextOptions: {
        locale: 'en-US',
        timezoneId: 'UTC',
        reducedMotion: 'reduce',
        colorScheme: 'light',
        deviceScaleFactor: 1,
      },
    },
  },
};
