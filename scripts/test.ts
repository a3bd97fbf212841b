/**
 * `npm test`: typecheck, lint, unit and integration tests, then the browser journeys against a real server.
 * Stops at the first failing step and ends with one summary line of all tests run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-test-reports-'));
const node = process.execPath;
const bin = (name: string, file: string) => [path.join('node_modules', name, file)];

const steps: { name: string; args: string[]; report?: string }[] = [
  { name: 'typecheck', args: [...bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'lint', args: [...bin('eslint', 'bin/eslint.js'), '.'] },
  {
    name: 'unit and integration tests',
    args: [
      ...bin('vitest', 'vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'unit.json')}`,
    ],
    report: 'unit.json',
  },
  {
    name: 'browser journeys',
    args: [
      ...bin('vitest', 'vitest.mjs'),
      'run',
      '--config',
      'vitest.e2e.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'e2e.json')}`,
    ],
    report: 'e2e.json',
  },
];

let passed = 0;
let failed = 0;
for (const step of steps) {
  process.stdout.write(`\n▶ ${step.name}\n`);
  const result = spawnSync(node, step.args, { stdio: 'inherit' });
  if (step.report) {
    const file = path.join(reports, step.report);
    if (fs.existsSync(file)) {
      const summary = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
      passed += summary.numPassedTests;
      failed += summary.numFailedTests;
    }
  }
  if (result.status !== 0) {
    process.stdout.write(`\n✗ ${step.name} failed\n${passed} passed, ${Math.max(failed, 1)} failed\n`);
    process.exit(1);
  }
}
process.stdout.write(`\n✓ all steps passed\n${passed} passed, ${failed} failed\n`);
