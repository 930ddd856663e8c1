// Jest's report of the story run scrolls far above its end, and a CI log may keep only its tail: after the
// summary, each failed story is named again with the first lines of its error.
class FailureSummaryReporter {
  onRunComplete(_contexts, results) {
    const failed = results.testResults.flatMap((suite) => suite.testResults.filter((test) => test.status === 'failed'));
    if (failed.length === 0) return;
    const lines = [`\nFailed stories (${failed.length}):`];
    for (const test of failed) {
      // eslint-disable-next-line no-control-regex -- colour codes in the runner's messages
      const message = (test.failureMessages[0] ?? '').replace(/\u001b\[[\d;]*m/g, '');
      const first = message
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('at '))
        .slice(0, 6);
      lines.push(`- ${test.fullName}`, ...first.map((line) => `    ${line}`));
    }
    process.stderr.write(`${lines.join('\n')}\n`);
  }
}

module.exports = FailureSummaryReporter;
