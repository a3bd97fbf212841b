import { expect, it } from 'vitest';
import { runCrashTest } from './crash-test.ts';

// The short variant; `npm run crash-test` runs 10 kills, `-- --kills N` more.
it('loses no acknowledged order across 3 kill -9 and restarts', async () => {
  const report = await runCrashTest({ kills: 3, customers: 8 });
  expect(report.problems).toEqual([]);
  expect(report.ordersAcknowledged).toBeGreaterThan(0);
  expect(report.confirmationsAcknowledged).toBeGreaterThan(0);
}, 120_000);
