/** The menu as a browser revalidates it, for tests of the menu cache. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createMenuStore } from '../server/menu/menu-store.ts';
import type { Product } from '../shared/menu.ts';

/** GET /api/products/get/all; with `etag`, as a browser holding that version asks for it again. */
export async function fetchMenu(app: FastifyInstance, etag?: string) {
  const res = await app.inject({
    url: '/api/products/get/all',
    headers: etag ? { 'if-none-match': etag } : {},
  });
  return { status: res.statusCode, etag: String(res.headers.etag), body: res.body, res };
}

/**
 * After a change: the browser's old version must not be confirmed (no 304), the answer must carry a new ETag, and
 * the list must be what a fresh read of the database gives. Answers the new list and its ETag.
 */
export async function expectChangedMenu(app: FastifyInstance, oldEtag: string) {
  const again = await fetchMenu(app, oldEtag);
  expect(again.status).toBe(200);
  expect(again.etag).not.toBe(oldEtag);
  const list = JSON.parse(again.body) as Product[];
  expect(list).toEqual(createMenuStore(app.db, app.publicUrl).all());
  return { list, etag: again.etag };
}
