import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** Journeys run in name order, not vitest's failed-first order: zz-log-hygiene.e2e.ts must read the log last. */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium and one server on a 2-core machine: journeys run one file at a time.
    fileParallelism: false,
    sequence: { sequencer: ByName },
  },
});
