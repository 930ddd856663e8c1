// @ts-check
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';
import rasterNoise from './raster-noise.cjs';

/**
 * The story runner's test environment, with one page per worker instead of one per story file (ADR 0077).
 *
 * The runner's own environment opens a browser context and a page for every story file and loads the whole preview
 * into it, then closes both when the file ends: about a second and a half per file, some 135 times a run. Stories of
 * one file already share their page (each renders over the one before it), so stories of the next file can too:
 * this keeps the worker's page open when a file ends and hands it to the next one, whose setup then only connects
 * Jest's globals to it. A page that broke (closed, or its browser gone) is replaced as before.
 */

/** @type {{ browser: any, context: any, page: any } | undefined} the page of this worker process, kept between files */
let kept;

/**
 * Only a worker process keeps its page: it learns when the run is over (below). Jest runs a single file in its own
 * process, which would wait for the open connection instead of exiting.
 */
const inWorker = typeof process.send === 'function';

if (inWorker) {
  // Jest ends a worker with its "end" message (jest-worker's CHILD_MESSAGE_END, 2) and waits for it to exit: the kept
  // connection is closed then, so that the worker can (else Jest kills it and warns of a leak).
  const endOfRun = (/** @type {unknown} */ message) => {
    if (!Array.isArray(message) || message[0] !== 2) return;
    process.off('message', endOfRun);
    void kept?.browser.close();
    kept = undefined;
  };
  process.on('message', endOfRun);
}

export default class StoryPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    // Run here, outside Jest's sandbox, which made the comparison of a screenshot with its baseline take seconds.
    this.global.orbitDiffersOnlyByRasterNoise = rasterNoise.differsOnlyByRasterNoise;
    const reusable = kept && kept.browser.isConnected() && !kept.page.isClosed();
    if (!reusable) {
      await super.setup();
      await setupPage(this.global.page, this.global.context);
      return;
    }
    // The preset's setup without its browser, context and page (its `skipInitialization`), then the kept ones.
    const options = this._config.testEnvironmentOptions;
    this._config = {
      ...this._config,
      testEnvironmentOptions: {
        ...options,
        'jest-playwright': { ...options['jest-playwright'], skipInitialization: true },
      },
    };
    await super.setup();
    Object.assign(this.global, kept);
  }

  async teardown() {
    if (inWorker) {
      const { browser, context, page } = this.global;
      kept = { browser, context, page };
      // The preset closes the browser connection at teardown; the next file of this worker uses it.
      this.global.browser = undefined;
    }
    await super.teardown();
  }
}
