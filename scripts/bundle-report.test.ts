import { describe, expect, it } from 'vitest';
import { chartLeaks, describeReport, measureBundle } from './bundle-report.ts';

describe('the admin bundle split', () => {
  it('keeps ECharts out of every page but the admin ones, and measures what each route group loads', async () => {
    const report = await measureBundle();
    console.warn(describeReport(report).join('\n'));

    expect(chartLeaks(report)).toEqual([]);
    const group = (name: string) => report.groups.find((entry) => entry.group === name);
    expect(group('customer')?.chartModules).toBe(0);
    // The check is only worth something while it still finds ECharts where it is meant to be.
    expect(group('admin')?.chartModules).toBeGreaterThan(0);
    expect(group('admin')!.gzipBytes).toBeGreaterThan(report.everyPage.gzipBytes);
  }, 120_000);
});
