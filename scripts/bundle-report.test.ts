import { describe, expect, it } from 'vitest';
import { chartLeaks, describeReport, FIRST_VISITS, measureBundle } from './bundle-report.ts';

describe('the client bundle split', () => {
  it('keeps ECharts out of every page but the admin ones, and measures what each route group and route loads', async () => {
    const report = await measureBundle();
    console.warn(describeReport(report).join('\n'));

    expect(chartLeaks(report)).toEqual([]);
    const group = (name: string) => report.groups.find((entry) => entry.group === name);
    expect(group('customer')?.chartModules).toBe(0);
    // The check is only worth something while it still finds ECharts where it is meant to be.
    expect(group('admin')?.chartModules).toBeGreaterThan(0);
    expect(group('admin')!.gzipBytes).toBeGreaterThan(report.everyPage.gzipBytes);

    // Every measured route is measured, each loading at least what every page loads, and only the dashboard's
    // first visit brings the charts.
    expect(report.routes.map((entry) => entry.route)).toEqual(FIRST_VISITS.map((visit) => visit.route));
    for (const route of report.routes) {
      expect(route.files).toEqual(expect.arrayContaining(report.everyPage.files));
      expect(route.gzipBytes).toBeGreaterThan(report.everyPage.gzipBytes);
      expect(route.chartModules > 0).toBe(route.route === '/admin/dashboard');
      expect(route.mapModules).toBe(0);
    }
    for (const library of report.libraries) {
      expect(library.inItsChunk, library.name).toBeGreaterThan(0);
      expect(library.elsewhere, library.name).toBe(0);
    }
  }, 120_000);
});
