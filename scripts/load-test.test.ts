import { expect, it } from 'vitest';
import { runLoadTest } from './load-test.ts';

// The short variant; `npm run load-test` runs 60 s with 200 customers and 1,000 sockets.
it('keeps 30 customers, the staff and 100 kitchen sockets in step for 10 s', async () => {
  const report = await runLoadTest({ seconds: 10, customers: 30, sockets: 100 });
  expect(report.problems).toEqual([]);
  expect(report.confirmedOrders).toBeGreaterThan(0);
  expect(report.lostEvents).toBe(0);
}, 60_000);
