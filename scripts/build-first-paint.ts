/**
 * The home page's first paint. Every page of the app is drawn by its scripts, so on a phone on a slow network `/`
 * stayed blank until some 130 kB of JavaScript had arrived and run. The build now draws the top bar and the hero
 * (client/first-paint/home-first-paint.tsx) into index.html, which the server sends for `/` to a signed-in
 * customer, with the styles they need; the app's code follows once they are on screen, and takes over once its first
 * page is ready (client/first-paint/hand-off.tsx). Every other address, and `/` for anyone else, gets app.html, the
 * page as before: what they show depends on who is signed in and on data, and a guess would flash away.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin, Rolldown } from 'vite';
import { Router } from 'wouter';
import { FIRST_PAINT_ID } from '../client/first-paint/hand-off.tsx';
import { HomeFirstPaint } from '../client/first-paint/home-first-paint.tsx';
import { APP_PAGE, HOME_PAGE } from '../server/client-pages.ts';

const CLIENT_DIR = fileURLToPath(new URL('../client/', import.meta.url));
/** The modules whose chunks draw `/`: their styles are needed for the first paint, their code soon after. */
const HOME_MODULES = ['pages/customer/customer-layout.tsx', 'pages/customer/home-page.tsx'].map((file) =>
  path.join(CLIENT_DIR, file),
);

const ROOT = '<div id="root"></div>';

/** The chunks that draw the home page, with the chunks they import (but not the entry), whose styles it needs. */
function homeChunks(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Map<string, Rolldown.OutputChunk>();
  const missing = HOME_MODULES.filter((id) => !chunks.some((chunk) => chunk.moduleIds.includes(id)));
  if (missing.length) throw new Error(`The first paint found no chunk for ${missing.join(', ')}`);
  const queue = chunks.filter((chunk) => chunk.moduleIds.some((id) => HOME_MODULES.includes(id)));
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (chunk.isEntry || found.has(chunk.fileName)) continue;
    found.set(chunk.fileName, chunk);
    queue.push(...chunk.imports.flatMap((file) => byFile.get(file) ?? []));
  }
  return [...found.values()];
}

function withFirstPaint(html: string, bundle: Rolldown.OutputBundle): string {
  if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT} for the first paint to go before`);
  const chunks = homeChunks(bundle);
  const entryImports = new Set(
    Object.values(bundle).flatMap((file) => (file.type === 'chunk' && file.isEntry ? file.imports : [])),
  );
  const styles = new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  // crossorigin as on the links Vite adds when the app loads these, so it finds them and adds none.
  const links = [...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
  const firstPaint = renderToStaticMarkup(
    createElement(Router, { ssrPath: '/', children: createElement(HomeFirstPaint) }),
  );
  return (
    html
      // The first paint needs styles only: the app's code would share the network with them, so it is fetched once
      // the page is on screen (client/main.tsx). What the entry itself imports is tiny, and needed to get there.
      .replace(/\n\s*<link rel="modulepreload"[^>]*href="\/([^"]+)"[^>]*>/g, (link, file: string) =>
        entryImports.has(file) ? link : '',
      )
      .replace(/\n\s*<\/head>/, `\n    ${links}\n  </head>`)
      .replace(ROOT, `<div id="${FIRST_PAINT_ID}">${firstPaint}</div>\n    <div id="root" hidden></div>`)
  );
}

/** The Vite plugin: index.html gets the first paint, and app.html is the page as Vite built it. */
export function firstPaint(): Plugin {
  return {
    name: 'forkcast-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle[HOME_PAGE];
      if (index?.type !== 'asset') throw new Error(`The build wrote no ${HOME_PAGE}`);
      const html = String(index.source);
      this.emitFile({ type: 'asset', fileName: APP_PAGE, source: html });
      index.source = withFirstPaint(html, bundle);
    },
  };
}
