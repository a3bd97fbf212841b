/**
 * `npm run bundle:report`: the gzip size of the JavaScript each route group's pages may load and of what a first
 * visit to each main route loads, and a check that ECharts reaches admin pages only. Builds the client in memory
 * (dist/client is left alone) and follows the real chunks: every page loads the entry chunk, the chunks app.html
 * preloads, and their static imports; a group's pages (client/pages/<group>/) may also load the lazy chunks they reach through `import()`, with those
 * chunks' static imports; a first visit loads the chunks of the modules FIRST_VISITS says it shows. Exits with 1 on
 * a chart leak.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { APP_PAGE } from '../server/client-pages.ts';
import { inProductionMode } from './client-build.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLIENT_DIR = path.join(ROOT, 'client') + path.sep;
const PAGES_DIR = path.join(CLIENT_DIR, 'pages') + path.sep;
const CHART_LIBRARY = /[\\/]node_modules[\\/](?:echarts|zrender|echarts-for-react)[\\/]/;
const MAP_LIBRARY = /[\\/]node_modules[\\/](?:leaflet|react-leaflet|@react-leaflet)[\\/]/;
/** The heavy libraries, each with the modules that may load it, lazily, where it is shown. */
const LIBRARIES: readonly { name: string; pattern: RegExp; behind: readonly string[] }[] = [
  { name: 'ECharts', pattern: CHART_LIBRARY, behind: ['features/insights/insight-chart.tsx'] },
  {
    name: 'Leaflet',
    pattern: MAP_LIBRARY,
    behind: ['features/checkout/delivery-map.tsx', 'features/restaurant/zones-editor.tsx'],
  },
];
/** The only route group allowed to load charts. */
const CHART_GROUP = 'admin';

/**
 * What a first visit to each route shows before any click, as modules under client/ whose chunks it loads beyond
 * the entry: the layout, the page, and whatever they import lazily at once (the dashboard's charts). Follows
 * client/app.tsx; a module missing from the build stops the report, so a renamed page cannot go unmeasured.
 */
export const FIRST_VISITS = [
  { route: '/', shows: ['pages/customer/customer-layout.tsx', 'pages/customer/home-page.tsx'] },
  { route: '/chat', shows: ['pages/customer/customer-layout.tsx', 'pages/customer/chat-page.tsx'] },
  // The first step reviews the cart; the map (Leaflet) loads at the delivery step.
  { route: '/checkout', shows: ['pages/customer/customer-layout.tsx', 'pages/customer/checkout-page.tsx'] },
  { route: '/track-order', shows: ['pages/customer/customer-layout.tsx', 'pages/customer/track-order-page.tsx'] },
  { route: '/orders/prepare', shows: ['pages/worker/prepare-orders-page.tsx'] },
  { route: '/orders/deliver', shows: ['pages/delivery/deliver-orders-page.tsx'] },
  {
    route: '/admin/dashboard',
    shows: ['pages/admin/admin-layout.tsx', 'pages/admin/dashboard-page.tsx', 'features/insights/insight-chart.tsx'],
  },
  { route: '/login', shows: ['pages/public/login-page.tsx'] },
] as const;

export type MeasuredRoute = (typeof FIRST_VISITS)[number]['route'];

export interface RouteGroupReport {
  /** The folder under client/pages. */
  group: string;
  /** JavaScript files its pages may load. */
  files: string[];
  gzipBytes: number;
  /** Chart-library modules among them. */
  chartModules: number;
}

export interface FirstVisitReport {
  route: MeasuredRoute;
  /** JavaScript files a first visit loads. */
  files: string[];
  gzipBytes: number;
  /** Chart-library and map-library modules among them. */
  chartModules: number;
  mapModules: number;
}

export interface LibraryPlacement {
  name: (typeof LIBRARIES)[number]['name'];
  /** The module under client/ whose lazy chunk should hold the library. */
  behind: readonly string[];
  /** The library's modules in that chunk (a lazy chunk, not one every page loads), and anywhere else. */
  inItsChunk: number;
  elsewhere: number;
}

export interface BundleReport {
  /** What every page loads: the entry chunk, the chunks app.html preloads, and their static imports. */
  everyPage: { files: string[]; gzipBytes: number };
  groups: RouteGroupReport[];
  routes: FirstVisitReport[];
  libraries: LibraryPlacement[];
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
const modulesMatching = (files: Rolldown.OutputChunk[], library: RegExp) =>
  files.flatMap((chunk) => chunk.moduleIds).filter((id) => library.test(id)).length;

async function buildInMemory(plugin: Plugin) {
  const { build } = await import('vite');
  const result = await inProductionMode(() =>
    build({
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { write: false },
      plugins: [plugin],
    }),
  );
  const chunks = new Map<string, Rolldown.OutputChunk>();
  let html = '';
  for (const output of Array.isArray(result) ? result : [result]) {
    if (!('output' in output)) throw new Error('Expected a one-off build, not a watcher');
    for (const item of output.output) {
      if (item.type === 'chunk') chunks.set(item.fileName, item);
      // The page every address but / gets; index.html adds the home page's own chunks to it (build-first-paint.ts).
      else if (item.fileName === APP_PAGE) html = String(item.source);
    }
  }
  return { chunks, html };
}

/** The chunks the app's page loads: its module script and its modulepreload links. */
function loadedByHtml(html: string, chunks: Map<string, Rolldown.OutputChunk>): Rolldown.OutputChunk[] {
  const sources = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+)"/g)];
  return sources.flatMap(([, file]) => chunks.get(file!) ?? []);
}

export async function measureBundle(): Promise<BundleReport> {
  const reached = new Map<string, Set<string>>();
  const { chunks, html } = await buildInMemory(moduleGraph(reached));
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const everyPage = withStaticImports([...entries, ...loadedByHtml(html, chunks)], chunks);
  const describe = (loaded: Rolldown.OutputChunk[]) => ({
    files: loaded.map((chunk) => chunk.fileName),
    gzipBytes: gzipSize(loaded),
    chartModules: modulesMatching(loaded, CHART_LIBRARY),
  });

  const groups = [...reached].map(([group, modules]): RouteGroupReport => {
    const lazy = [...chunks.values()].filter(
      (chunk) => chunk.isDynamicEntry && chunk.facadeModuleId !== null && modules.has(chunk.facadeModuleId),
    );
    return { group, ...describe(withStaticImports([...everyPage, ...lazy], chunks)) };
  });
  groups.sort((a, b) => a.group.localeCompare(b.group));

  const chunkOf = (module: string) => {
    const id = path.join(CLIENT_DIR, module);
    const chunk = [...chunks.values()].find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`No chunk holds client/${module}: update FIRST_VISITS in scripts/bundle-report.ts`);
    return chunk;
  };
  const routes = FIRST_VISITS.map(({ route, shows }): FirstVisitReport => {
    const loaded = withStaticImports([...everyPage, ...shows.map(chunkOf)], chunks);
    return { route, ...describe(loaded), mapModules: modulesMatching(loaded, MAP_LIBRARY) };
  });

  const libraries = LIBRARIES.map(({ name, pattern, behind }): LibraryPlacement => {
    // The lazy chunks of the modules it is behind, and what they import statically (a chunk they share).
    const own = withStaticImports(behind.map(chunkOf), chunks).filter((chunk) => !everyPage.includes(chunk));
    const inItsChunk = modulesMatching(own, pattern);
    const all = modulesMatching([...chunks.values()], pattern);
    return { name, behind, inItsChunk, elsewhere: all - inItsChunk };
  });

  return {
    everyPage: { files: everyPage.map((chunk) => chunk.fileName), gzipBytes: gzipSize(everyPage) },
    groups,
    routes,
    libraries,
  };
}

/** Groups other than admin that could load chart code. */
export function chartLeaks(report: BundleReport): RouteGroupReport[] {
  return report.groups.filter((group) => group.group !== CHART_GROUP && group.chartModules > 0);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report as lines of text. */
export function describeReport(report: BundleReport): string[] {
  const shared = new Set(report.everyPage.files);
  const beyondEntry = (files: string[]) => files.filter((file) => !shared.has(file)).length;
  const lines = [
    'JavaScript loaded per route group (gzip):',
    `  ${'every page'.padEnd(16)}  ${kb(report.everyPage.gzipBytes).padStart(9)}  ${report.everyPage.files.join(', ')}`,
  ];
  for (const { group, files, gzipBytes, chartModules } of report.groups) {
    const charts = chartModules ? `ECharts: ${chartModules} modules` : 'no ECharts';
    lines.push(
      `  ${group.padEnd(16)}  ${kb(gzipBytes).padStart(9)}  up to every page + ${beyondEntry(files)} files (${charts})`,
    );
  }
  lines.push('JavaScript loaded by a first visit (gzip):');
  for (const { route, files, gzipBytes, chartModules, mapModules } of report.routes) {
    const libraries = [
      chartModules && `ECharts: ${chartModules} modules`,
      mapModules && `Leaflet: ${mapModules} modules`,
    ];
    const found = libraries.filter(Boolean).join(', ') || 'no ECharts, no Leaflet';
    lines.push(
      `  ${route.padEnd(16)}  ${kb(gzipBytes).padStart(9)}  every page + ${beyondEntry(files)} files (${found})`,
    );
  }
  lines.push('Heavy libraries:');
  for (const { name, behind, inItsChunk, elsewhere } of report.libraries) {
    lines.push(
      `  ${name.padEnd(16)}  ${inItsChunk} modules in the lazy chunks of ${behind.map((m) => `client/${m}`).join(', ')}, ${elsewhere} elsewhere`,
    );
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
