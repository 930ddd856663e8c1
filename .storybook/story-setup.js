// @ts-check
import config from './test-runner.ts';

/*
 * The story runner's per-file setup (its playwright/jest-setup.js), without loading the runner itself: Jest loads a
 * setup file anew for every story file, and the runner brings Storybook's server code with it, about a second per
 * file (ADR 0077). The hooks are the same; the runner is loaded only for its page setup after a story navigated the
 * page away, which its tests retry.
 */
globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
globalThis.__sbCollectCoverage = false;
globalThis.__sbSetupPage = async (page, context) => (await import('@storybook/test-runner')).setupPage(page, context);
