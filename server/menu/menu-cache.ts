/**
 * The menu as the bytes GET /api/products/get/all sends, with a strong ETag, kept in memory between changes.
 *
 * Staleness is decided by the database, not by the code that writes: temporary triggers on this connection call back
 * into JavaScript on every insert, update or delete of a product, an ingredient or a product's ingredient links, so
 * the admin's changes, the demo seed and anything written later are all seen without each having to remember to say
 * so. What another process commits (e.g. `npm run seed` beside a running server) is seen through
 * `PRAGMA data_version`, asked at most once a second: asking on every request would cost more than the rest of it.
 *
 * Every caller sees the same list (sold-out dishes included, flagged by `availability`), so there is one variant.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { productSchema } from '../../shared/menu.ts';
import type { MenuStore } from './menu-store.ts';

export const menuListSchema = z.array(productSchema);

/** The tables whose rows make up the menu. */
const MENU_TABLES = [
  'products',
  'ingredients',
  'product_ingredients',
  'categories',
  'option_groups',
  'option_choices',
  'product_option_groups',
] as const;
const CHANGED_FUNCTION = 'forkcast_menu_changed';
const OTHER_PROCESSES_CHECK_MS = 1000;

export interface MenuSnapshot {
  body: Buffer;
  etag: string;
}

/** The content codings the menu is kept in besides plain JSON, best first. */
const CODINGS = ['br', 'gzip'] as const;
export type MenuCoding = (typeof CODINGS)[number];

const compressors: Record<MenuCoding, (body: Buffer) => Buffer> = {
  // Quality 6: within a few per cent of the best for JSON this size, at a fraction of quality 11's time.
  br: (body) => brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/**
 * The best coding the client accepts (RFC 9110 Accept-Encoding; `q=0` refuses one), or null for plain bytes. The
 * menu is the biggest answer a phone waits for on the first page, and compressed once per change it costs nothing.
 */
export function preferredCoding(acceptEncoding: string | undefined): MenuCoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  return CODINGS.find((coding) => (accepted.get(coding) ?? wildcard ?? 0) > 0) ?? null;
}

const encodings = new WeakMap<MenuSnapshot, Map<MenuCoding, MenuSnapshot>>();

/**
 * The snapshot in `coding`, with its own strong ETag (a validator names one representation, and a compressed one is
 * another), compressed the first time it is asked for.
 */
export function encodedSnapshot(snapshot: MenuSnapshot, coding: MenuCoding): MenuSnapshot {
  const cache = encodings.get(snapshot) ?? new Map<MenuCoding, MenuSnapshot>();
  encodings.set(snapshot, cache);
  let encoded = cache.get(coding);
  if (!encoded) {
    encoded = { body: compressors[coding](snapshot.body), etag: `${snapshot.etag.slice(0, -1)}-${coding}"` };
    cache.set(coding, encoded);
  }
  return encoded;
}

export function createMenuCache(sqlite: Database.Database, menu: MenuStore) {
  let localChanges = 0;
  sqlite.function(CHANGED_FUNCTION, { deterministic: false }, () => {
    localChanges += 1;
    return null;
  });
  for (const table of MENU_TABLES) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      sqlite.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS menu_cache_${table}_${event.toLowerCase()} AFTER ${event} ON main.${table}
         BEGIN SELECT ${CHANGED_FUNCTION}(); END`,
      );
    }
  }
  const dataVersionQuery = sqlite.prepare('PRAGMA data_version').pluck();
  let dataVersion: unknown = dataVersionQuery.get();
  let dataVersionAt = performance.now();
  function otherProcessesVersion() {
    if (performance.now() - dataVersionAt >= OTHER_PROCESSES_CHECK_MS) {
      dataVersion = dataVersionQuery.get();
      dataVersionAt = performance.now();
    }
    return dataVersion;
  }

  let snapshot: (MenuSnapshot & { localChanges: number; dataVersion: unknown }) | null = null;

  return {
    /** The current menu; rebuilt only when something changed since it was last built. */
    current(): MenuSnapshot {
      const dataVersion = otherProcessesVersion();
      if (snapshot?.localChanges === localChanges && snapshot.dataVersion === dataVersion) return snapshot;
      const body = Buffer.from(JSON.stringify(z.encode(menuListSchema, menu.all())));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      snapshot = { body, etag, localChanges, dataVersion };
      return snapshot;
    },
  };
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
