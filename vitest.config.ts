import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'client/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // scrypt at N=2^17 takes 128 MiB and a core per hash: two files at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
