// A Jest reporter that ends a run with its ten slowest test files, so a slow file is seen the day it
// turns slow. With JEST_TIMINGS=<file> it also writes every file's time there as JSON (for docs/testing.md).
import fs from 'node:fs';
import path from 'node:path';

const SHOWN = 10;

export default class SlowestFilesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({
        file: path.relative(this.rootDir, file.testFilePath),
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
        tests: file.numPassingTests + file.numFailingTests + file.numPendingTests,
      }))
      .sort((a, b) => b.seconds - a.seconds);
    if (process.env.JEST_TIMINGS) fs.writeFileSync(process.env.JEST_TIMINGS, JSON.stringify(files, null, 2));
    if (files.length < 2) return;
    const lines = files.slice(0, SHOWN).map((f) => `  ${f.seconds.toFixed(1).padStart(6)} s  ${f.file} (${f.tests} tests)`);
    process.stderr.write(`\nThe ${Math.min(SHOWN, files.length)} slowest test files:\n${lines.join('\n')}\n`);
  }
}
