/**
 * `npm run bundle:report`: the gzip size of the JavaScript each route group's pages load, and a check that ECharts
 * reaches admin pages only. Builds the client in memory (dist/client is left alone) and follows the real chunks:
 * every page loads the entry chunk and its static imports; a group's pages (client/pages/<group>/) may also load
 * the lazy chunks they reach through `import()`, with those chunks' static imports. Exits with 1 on a leak.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PAGES_DIR = path.join(ROOT, 'client', 'pages') + path.sep;
const CHART_LIBRARY = /[\\/]node_modules[\\/](?:echarts|zrender|echarts-for-react)[\\/]/;
/** The only route group allowed to load charts. */
const CHART_GROUP = 'admin';

export interface RouteGroupReport {
  /** The folder under client/pages. */
  group: string;
  /** JavaScript files its pages may load, the entry's first. */
  files: string[];
  gzipBytes: number;
  /** Chart-library modules among them. */
  chartModules: number;
}

export interface BundleReport {
  /** What every page loads: the entry chunk and its static imports. */
  everyPage: { files: string[]; gzipBytes: number };
  groups: RouteGroupReport[];
}

/** Which route group a page module belongs to, from its folder under client/pages; null for anything else. */
function groupOf(moduleId: string): string | null {
  if (!moduleId.startsWith(PAGES_DIR)) return null;
  const parts = moduleId.slice(PAGES_DIR.length).split(/[\\/]/);
  return parts.length > 1 ? parts[0]! : null;
}

/** Records, per route group, every module its pages reach through static and dynamic imports. */
function moduleGraph(reached: Map<string, Set<string>>): Plugin {
  return {
    name: 'forkcast-bundle-report',
    apply: 'build',
    generateBundle() {
      for (const id of this.getModuleIds()) {
        const group = groupOf(id);
        if (!group) continue;
        const seen = reached.get(group) ?? new Set<string>();
        reached.set(group, seen);
        const queue = [id];
        for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
          if (seen.has(next)) continue;
          seen.add(next);
          const info = this.getModuleInfo(next);
          if (info) queue.push(...info.importedIds, ...info.dynamicallyImportedIds);
        }
      }
    },
  };
}

/** The chunks `start` loads, with everything they import statically. */
function withStaticImports(start: Rolldown.OutputChunk[], chunks: Map<string, Rolldown.OutputChunk>) {
  const loaded = new Map<string, Rolldown.OutputChunk>();
  const queue = [...start];
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (loaded.has(chunk.fileName)) continue;
    loaded.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) queue.push(imported);
    }
  }
  return [...loaded.values()];
}

const gzipSize = (files: Rolldown.OutputChunk[]) => files.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);

export async function measureBundle(): Promise<BundleReport> {
  const { build } = await import('vite');
  const reached = new Map<string, Set<string>>();
  // Vite builds what ships only when NODE_ENV is unset or "production"; vitest sets it to "test".
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false },
    plugins: [moduleGraph(reached)],
  }).finally(() => {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of outputs) {
    if (!('output' in output)) throw new Error('Expected a one-off build, not a watcher');
    for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  }
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const everyPage = withStaticImports(entries, chunks);

  const groups = [...reached].map(([group, modules]): RouteGroupReport => {
    const lazy = [...chunks.values()].filter(
      (chunk) => chunk.isDynamicEntry && chunk.facadeModuleId !== null && modules.has(chunk.facadeModuleId),
    );
    const loaded = withStaticImports([...everyPage, ...lazy], chunks);
    return {
      group,
      files: loaded.map((chunk) => chunk.fileName),
      gzipBytes: gzipSize(loaded),
      chartModules: loaded.flatMap((chunk) => chunk.moduleIds).filter((id) => CHART_LIBRARY.test(id)).length,
    };
  });
  groups.sort((a, b) => a.group.localeCompare(b.group));
  return { everyPage: { files: everyPage.map((chunk) => chunk.fileName), gzipBytes: gzipSize(everyPage) }, groups };
}

/** Groups other than admin that could load chart code. */
export function chartLeaks(report: BundleReport): RouteGroupReport[] {
  return report.groups.filter((group) => group.group !== CHART_GROUP && group.chartModules > 0);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report as lines of text. */
export function describeReport(report: BundleReport): string[] {
  const shared = new Set(report.everyPage.files);
  const lines = [
    'JavaScript loaded per route group (gzip):',
    `  ${'every page'.padEnd(14)}  ${kb(report.everyPage.gzipBytes).padStart(9)}  ${report.everyPage.files.join(', ')}`,
  ];
  for (const { group, files, gzipBytes, chartModules } of report.groups) {
    const lazy = files.filter((file) => !shared.has(file));
    const loads = lazy.length ? `every page + ${lazy.join(', ')}` : 'every page';
    const charts = chartModules ? `ECharts: ${chartModules} modules` : 'no ECharts';
    lines.push(`  ${group.padEnd(14)}  ${kb(gzipBytes).padStart(9)}  up to ${loads} (${charts})`);
  }
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const report = await measureBundle();
  process.stdout.write(`${describeReport(report).join('\n')}\n`);
  const leaks = chartLeaks(report);
  if (leaks.length) {
    const groups = leaks.map((leak) => leak.group).join(', ');
    process.stderr.write(`ECharts reaches ${groups} pages: load it lazily, from admin pages only.\n`);
    process.exit(1);
  }
}
