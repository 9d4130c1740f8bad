// Adds up the JSON reports of vitest and Playwright and prints "N passed, N failed".
import fs from 'node:fs';
import path from 'node:path';

const [dir, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
const failedNames = [];
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    // vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const suite of report.testResults ?? []) {
      const where = path.relative(process.cwd(), suite.name);
      const failures = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failures) failedNames.push(`${file}: ${where} › ${test.fullName}`);
      // A file that failed to load has no failed test to name: its message says why.
      if (suite.status === 'failed' && failures.length === 0) {
        failedNames.push(`${file}: ${where} (${String(suite.message).split('\n')[0]})`);
      }
    }
  } else if (report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    flaky += report.stats.flaky ?? 0;
  }
}
if (flaky) console.log(`${flaky} browser journey(s) passed only on their retry: see the list above`);
// The failed tests by name, so that a run's last lines say what to look at.
for (const name of failedNames) console.log(`failed: ${name}`);
for (const step of failedSteps) console.log(`step failed: ${step}`);
// A step that failed without failing a test (lint, type-check, build) still fails the run.
const stepFailures = failedSteps.length > 0 && failed === 0 ? failedSteps.length : 0;
console.log(`${passed} passed, ${failed + stepFailures} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed + failedSteps.length > 0 ? 1 : 0);
