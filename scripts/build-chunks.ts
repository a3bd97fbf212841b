/**
 * How the client build groups code into chunks. Every page and layout of client/app.tsx is loaded lazily, and left
 * alone the bundler makes one small chunk per set of pages sharing a module: a first visit then fetched some thirty
 * files, and a phone on a slow network pays a round trip for each few. Instead, code that only one page uses stays
 * in that page's chunk, code shared by pages of one route group (client/pages/<group>/) goes into one chunk for the
 * group, and code shared across groups into one `shared` chunk. Code the entry loads, and code reached only through
 * a lazy import of its own (Leaflet behind the checkout map, ECharts behind the dashboard charts), is left where the
 * bundler puts it, so those libraries never join a chunk that pages load up front.
 */
import { fileURLToPath } from 'node:url';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

const PAGES_DIR = fileURLToPath(new URL('../client/pages/', import.meta.url));

/** The route group of a page module, from its folder under client/pages; null for anything else. */
function groupOf(moduleId: string): string | null {
  if (!moduleId.startsWith(PAGES_DIR)) return null;
  const parts = moduleId.slice(PAGES_DIR.length).split(/[\\/]/);
  return parts.length > 1 ? parts[0]! : null;
}

/**
 * The lazily loaded modules that load `moduleId` through static imports alone ("owners"), or 'entry' when the entry
 * chunk loads it.
 */
function ownersOf(moduleId: string, ctx: Rolldown.ChunkingContext): Set<string> | 'entry' {
  const owners = new Set<string>();
  const seen = new Set<string>();
  const queue = [moduleId];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    if (info.isEntry) return 'entry';
    if (info.dynamicImporters.length > 0) owners.add(id);
    queue.push(...info.importers);
  }
  return owners;
}

/** The chunk a module joins: its route group's, `shared`, or null to leave it where the bundler puts it. */
export function chunkName(moduleId: string, ctx: Rolldown.ChunkingContext): string | null {
  const owners = ownersOf(moduleId, ctx);
  if (owners === 'entry' || owners.size < 2) return null;
  const groups = new Set([...owners].map(groupOf));
  // Only behind lazy parts that are not pages (Leaflet behind the checkout map and the zones editor): the bundler's
  // own chunk for them loads with the first of those parts, never up front.
  if (groups.size === 1 && groups.has(null)) return null;
  const [group] = groups;
  return groups.size === 1 && group ? group : 'shared';
}

/** The codeSplitting option for the client build. */
export const clientChunks: Rolldown.CodeSplittingOptions = {
  // A group's chunk imports only `shared` and what the entry loads, and `shared` only the latter: no cycle to avoid.
  includeDependenciesRecursively: false,
  groups: [{ name: chunkName, debugName: 'route groups and shared' }],
};

/**
 * Adds to index.html a modulepreload of the chunks that every page loads beyond the entry (the app the entry
 * imports, the `shared` chunk, and what they import), and a preload of their styles: they download beside the entry
 * instead of after it has run, and no visitor downloads anything their page does not use.
 */
export function preloadWhatEveryPageLoads(): Plugin {
  return {
    name: 'forkcast-preload-what-every-page-loads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((file) => file.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const loadedWith = (page: Rolldown.OutputChunk) => {
          const loaded = new Set<string>();
          const queue = [...page.imports];
          for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
            const chunk = byFile.get(file);
            if (!chunk || chunk.isEntry || loaded.has(file)) continue;
            loaded.add(file);
            queue.push(...chunk.imports);
          }
          return loaded;
        };
        const pages = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.startsWith(PAGES_DIR));
        // The app itself, which the entry imports once the first paint is on screen (client/main.tsx).
        const app = chunks
          .filter((chunk) => chunk.isEntry)
          .flatMap((entry) => entry.dynamicImports.flatMap((file) => byFile.get(file) ?? []));
        const everywhere = [
          ...app.flatMap((chunk) => [chunk.fileName, ...loadedWith(chunk)]),
          ...[...(pages[0] ? loadedWith(pages[0]) : [])].filter((file) =>
            pages.every((page) => loadedWith(page).has(file)),
          ),
        ].filter((file, index, files) => files.indexOf(file) === index);
        const styles = everywhere.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        // What the entry imports, Vite preloads already.
        const notYetPreloaded = everywhere.filter((file) => !html.includes(`"/${file}"`));
        return [
          ...notYetPreloaded.map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          })),
          ...styles.map((file): HtmlTagDescriptor => ({
            tag: 'link',
            // crossorigin as on the stylesheet link Vite adds when the page loads, so the preloaded response is reused.
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          })),
        ];
      },
    },
  };
}
