/* global jest */
// A story test that fails is run once more before it counts as failed, and its first error is printed either way:
// the story run drives one Chromium for some 700 stories on small CI machines, where a rare timing failure should
// show in the log without turning the whole run red. A story that fails twice fails the run. The retry renders and
// plays the story anew (test-runner.ts shows another story first, ADR 0091), and the summary of the run names every
// story that passed only on its retry.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
