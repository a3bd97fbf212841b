/**
 * Upgrading a database made before dishes had option groups: the migration that turns each product's category name
 * into a category of its own rebuilds the products table, and must lose nothing on the way. A database is built with
 * the migrations up to then, filled the way that version filled it, and upgraded as `npm start` upgrades it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrateDatabase, openDatabase } from './database.ts';

/** The last migration of the version before categories were records. */
const BEFORE = '0005_mail_requests';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the migrations folder that ends at `last`, as that version shipped it. */
function migrationsUpTo(last: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-migrations-'));
  dirs.push(dir);
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === last) + 1);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

describe('upgrading a database from before option groups', () => {
  it('turns category names into categories and keeps every product, ingredient, order and line', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-upgrade-'));
    dirs.push(dataDir);
    const opened = openDatabase(path.join(dataDir, 'forkcast.db'));
    const { db, sqlite } = opened;
    try {
      migrate(db, { migrationsFolder: migrationsUpTo(BEFORE) });
      sqlite.exec(`
        INSERT INTO users (id, email, name, password_hash, role, email_verified_at) VALUES
          (1, 'ayesha@example.com', 'Ayesha Khan', 'x', 'CUSTOMER', 0);
        INSERT INTO products (id, name, category, price_cents, emotion, description, type, image_path) VALUES
          (1, 'Chicken Karahi', 'Mains', 1200, 'joy', 'Slow cooked.', 'non-veg', '/uploads/karahi.png'),
          (2, 'Kheer', 'Desserts', 450, 'joy', 'Rice pudding.', 'veg', '/uploads/kheer.png'),
          (3, 'Gulab Jamun', 'desserts', 400, 'joy', 'Syrup soaked.', 'veg', '/uploads/jamun.png');
        INSERT INTO ingredients (id, name) VALUES (1, 'chicken'), (2, 'rice'), (3, 'milk');
        INSERT INTO product_ingredients (product_id, ingredient_id, position) VALUES (1, 1, 0), (2, 2, 0), (2, 3, 1);
        INSERT INTO orders (id, customer_id, status, payment_method, address, sector, latitude, longitude, total_cents)
          VALUES (1, 1, 'DELIVERED', 'CASH', 'House 7, Street 12, F-8/3', 'F-8', 33.71, 73.03, 2850);
        INSERT INTO order_lines (order_id, product_id, product_name, image_path, unit_price_cents, quantity) VALUES
          (1, 1, 'Chicken Karahi', '/uploads/karahi.png', 1200, 2),
          (1, 2, 'Kheer', '/uploads/kheer.png', 450, 1);
      `);

      migrateDatabase(opened);

      expect(sqlite.prepare('SELECT id, name, position FROM categories ORDER BY position').all()).toEqual([
        { id: 1, name: 'Mains', position: 0 },
        { id: 2, name: 'Desserts', position: 1 },
      ]);
      expect(
        sqlite
          .prepare('SELECT p.id, p.name, c.name AS category FROM products p JOIN categories c ON c.id = p.category_id')
          .all(),
      ).toEqual([
        { id: 1, name: 'Chicken Karahi', category: 'Mains' },
        { id: 2, name: 'Kheer', category: 'Desserts' },
        { id: 3, name: 'Gulab Jamun', category: 'Desserts' },
      ]);
      // The rebuilt table must not have taken its ingredient links or order lines with it.
      expect(sqlite.prepare('SELECT count(*) AS n FROM product_ingredients').get()).toEqual({ n: 3 });
      expect(
        sqlite.prepare('SELECT product_id, quantity, unit_price_cents, note FROM order_lines ORDER BY id').all(),
      ).toEqual([
        { product_id: 1, quantity: 2, unit_price_cents: 1200, note: null },
        { product_id: 2, quantity: 1, unit_price_cents: 450, note: null },
      ]);
      expect(sqlite.prepare('SELECT delivery_note, total_cents FROM orders').get()).toEqual({
        delivery_note: null,
        total_cents: 2850,
      });
      // An install that took orders keeps the checkout's sectors and the tickets' landmarks as its places (0008).
      expect(sqlite.prepare("SELECT count(*) AS n FROM places WHERE kind = 'area'").get()).toEqual({ n: 39 });
      expect(sqlite.prepare("SELECT name, latitude FROM places WHERE name = 'F-7'").get()).toEqual({
        name: 'F-7',
        latitude: 33.7195,
      });
      expect(sqlite.pragma('foreign_key_check')).toEqual([]);
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      sqlite.close();
    }
  });
});
