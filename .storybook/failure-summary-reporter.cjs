// Jest's report of the story run scrolls far above its end, and a CI log may keep only its tail: after the
// summary, each failed story is named again with the first lines of its error, and each story that passed only on
// its retry is named with the error of its first try, so that a flaky story is seen. With ORBIT_STORY_FAILURES set,
// both lists are also written to that file as JSON, for the summary of `npm test`.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads its reporters as CommonJS
const { appendFileSync, writeFileSync } = require('node:fs');

/** The first lines of an error message, without colour codes or stack lines. */
function firstLines(message) {
  return (
    (message ?? '')
      // eslint-disable-next-line no-control-regex -- colour codes in the runner's messages
      .replace(/\u001b\[[\d;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('at '))
      .slice(0, 6)
  );
}

class FailureSummaryReporter {
  onRunComplete(_contexts, results) {
    // Each story file's own costs beside its stories' (see ORBIT_STORY_TIMINGS in test-runner.ts).
    if (process.env.ORBIT_STORY_TIMINGS) {
      for (const suite of results.testResults) {
        appendFileSync(
          process.env.ORBIT_STORY_TIMINGS,
          `${JSON.stringify({ file: suite.testFilePath, ...suite.perfStats })}\n`,
        );
      }
    }
    const stories = results.testResults.flatMap((suite) => suite.testResults);
    const failed = stories.filter((test) => test.status === 'failed');
    const retried = stories.filter((test) => test.status === 'passed' && (test.invocations ?? 1) > 1);
    if (process.env.ORBIT_STORY_FAILURES) {
      writeFileSync(
        process.env.ORBIT_STORY_FAILURES,
        JSON.stringify({
          failed: failed.map((test) => test.fullName),
          retried: retried.map((test) => test.fullName),
        }),
      );
    }
    const lines = [];
    if (retried.length > 0) {
      lines.push(`\nStories that passed only on their retry (${retried.length}): fix what made the first try fail`);
      for (const test of retried) {
        lines.push(`- ${test.fullName}`, ...firstLines(test.retryReasons?.[0]).map((line) => `    ${line}`));
      }
    }
    if (failed.length > 0) {
      lines.push(`\nFailed stories (${failed.length}):`);
      for (const test of failed) {
        lines.push(`- ${test.fullName}`, ...firstLines(test.failureMessages[0]).map((line) => `    ${line}`));
      }
    }
    if (lines.length > 0) process.stderr.write(`${lines.join('\n')}\n`);
  }
}

module.exports = FailureSummaryReporter;
