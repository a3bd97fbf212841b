import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { SECTORS } from './islamabad-places.ts';
import { openDatabase } from '../db/database.ts';
import { generateHistory, type HistoricalOrder } from './history.ts';
import { DEMO_MENU } from './menu.ts';
import { DEMO_ACCOUNTS, seedDemoData, type DemoSummary } from './seed.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const KARACHI = 5 * HOUR;
/** Wednesday 14 May 2025, 21:30 in Islamabad: the dinner rush. */
const NOW = Date.UTC(2025, 4, 14, 16, 30);

/** Which allergen each ingredient word brings; gram flour and cornflour are gluten-free, plant milks are not dairy. */
const ALLERGEN_RULES: [RegExp, string][] = [
  [
    /wheat|bread|\bbuns?\b|naan|pita|paratha|dough|penne|fettuccine|croutons|\boats?\b|granola|semolina|soy sauce|(?<!gram )(?<!corn)flour/,
    'gluten',
  ],
  [
    /(?<!oat |coconut |almond )milk|cream|butter|ghee|paneer|cheese|cheddar|mozzarella|parmesan|yogurt|raita|naan|malai|brioche/,
    'dairy',
  ],
  [/\beggs?\b|egg (white|yolk)|mayo|brioche/, 'egg'],
  [/almond|pistachio|cashew|walnut|hazelnut|pecan/, 'nuts'],
  [/peanut/, 'peanuts'],
  [/sesame|tahini|hummus/, 'sesame'],
  [/\bsoy|tofu|edamame/, 'soy'],
  [/fish|anchov|tuna|salmon/, 'fish'],
  [/prawn|shrimp|crab|lobster/, 'shellfish'],
];
const NOT_VEGAN = /chicken|beef|mutton|lamb|meat|kebab|boti|tikka|fish|anchov|prawn|honey|gelatin/;
const NOT_VEGETARIAN = /chicken|beef|mutton|lamb|meat|kebab|boti|fish|anchov|prawn|gelatin/;

type Actor = 'customer' | 'worker' | 'rider' | 'customer-or-system';
/** The moves an order can make, and whose they are. */
const MOVES: Record<string, Actor> = {
  'UNCONFIRMED>PROCESSING': 'customer',
  'UNCONFIRMED>CANCELLED': 'customer-or-system',
  'PROCESSING>PREPARING': 'worker',
  'PREPARING>COMPLETED': 'worker',
  'COMPLETED>OUT_FOR_DELIVERY': 'rider',
  'OUT_FOR_DELIVERY>DELIVERED': 'rider',
  'OUT_FOR_DELIVERY>PREPARING': 'rider',
};

let dir: string;
let sqlite: Database.Database;
let summary: DemoSummary;
let seedMs: number;
const all = <T>(query: string, ...params: unknown[]) => sqlite.prepare(query).all(...params) as T[];
const one = <T>(query: string, ...params: unknown[]) => sqlite.prepare(query).get(...params) as T;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-demo-'));
  fs.copyFileSync(inject('templateDb'), path.join(dir, 'forkcast.db'));
  const opened = openDatabase(path.join(dir, 'forkcast.db'));
  sqlite = opened.sqlite;
  const started = performance.now();
  summary = await seedDemoData(opened.db, {
    now: NOW,
    imagesTargetDir: path.join(dir, 'uploads'),
    passwords: { customer: 'c-pass', worker: 'w-pass', rider: 'r-pass' },
    hashPassword: async (plain) => `fake:${plain}`,
  });
  seedMs = performance.now() - started;
});

afterAll(() => {
  sqlite.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the demo menu', () => {
  it('has about thirty dishes, two of them unavailable, each with its picture copied to uploads', () => {
    const rows = all<{ name: string; image_path: string; available: number; price_cents: number }>(
      'select name, image_path, available, price_cents from products',
    );
    expect(rows.length).toBeGreaterThanOrEqual(28);
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(summary.products).toBe(rows.length);
    expect(rows.filter((r) => !r.available)).toHaveLength(2);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.image_path).toMatch(/^\/uploads\/demo-[a-z0-9-]+\.svg$/);
      const file = path.join(dir, 'uploads', path.basename(row.image_path));
      expect(fs.readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
      expect(row.price_cents).toBeGreaterThanOrEqual(200);
      expect(row.price_cents).toBeLessThanOrEqual(2500);
    }
  });

  it('sells the karahi by weight, pizzas by size, burgers with extras and a deal with a drink to choose', () => {
    const offered = all<{ dish: string; groups: string }>(
      `select p.name as dish, group_concat(g.name, ' / ') as groups
       from products p join (select * from product_option_groups order by product_id, position) pg
         on pg.product_id = p.id join option_groups g on g.id = pg.group_id
       group by p.id`,
    );
    const groupsOf = (dish: string) => offered.find((row) => row.dish === dish)?.groups;
    expect(groupsOf('Chicken Karahi')).toBe('Karahi size / Spice level');
    expect(groupsOf('Margherita Pizza')).toBe('Pizza size');
    expect(groupsOf('Forkcast Smash Burger')).toBe('Burger extras');
    expect(groupsOf('Smash Burger Meal')).toBe('Drink choice / Burger extras');
    expect(all('select name from products where name like ?', '%(Half%')).toEqual([]);
    const choices = (group: string) =>
      all<{ name: string; price_delta_cents: number; is_default: number }>(
        `select c.name, c.price_delta_cents, c.is_default from option_choices c join option_groups g on g.id = c.group_id
         where g.name = ? order by c.position`,
        group,
      );
    expect(choices('Karahi size').map((c) => [c.name, c.price_delta_cents, c.is_default])).toEqual([
      ['Half kg', 0, 1],
      ['Full kg', 1200, 0],
    ]);
    expect(choices('Pizza size').map((c) => c.price_delta_cents)).toEqual([-250, 0, 400]);
    // A deal's drink has no default: a client that sends no choices is asked for it.
    expect(choices('Drink choice').some((c) => c.is_default)).toBe(false);
  });

  it('keeps the ingredients of each dish in order, three to ten of them, lowercase and shared by name', () => {
    const rows = all<{ name: string; ingredients: string }>(
      `select p.name, json_group_array(i.name) as ingredients
       from products p join (select * from product_ingredients order by product_id, position) pi on pi.product_id = p.id
       join ingredients i on i.id = pi.ingredient_id group by p.id`,
    );
    for (const dish of DEMO_MENU) {
      const stored = JSON.parse(rows.find((r) => r.name === dish.name)?.ingredients ?? '[]') as string[];
      expect(stored).toEqual(dish.ingredients);
      expect(stored.length).toBeGreaterThanOrEqual(3);
      expect(stored.length).toBeLessThanOrEqual(10);
      for (const name of stored) expect(name).toBe(name.toLowerCase());
    }
    const names = one<{ n: number; unique_names: number }>(
      'select count(*) as n, count(distinct name) as unique_names from ingredients',
    );
    expect(names.n).toBe(names.unique_names);
  });

  it('declares exactly the allergens its ingredients bring', () => {
    const rows = all<{ name: string; allergens: string; ingredients: string }>(
      `select p.name, p.allergens, group_concat(i.name, '|') as ingredients
       from products p join product_ingredients pi on pi.product_id = p.id join ingredients i on i.id = pi.ingredient_id
       group by p.id`,
    );
    for (const row of rows) {
      const ingredients = row.ingredients.split('|');
      const expected = new Set(
        ALLERGEN_RULES.filter(([rule]) => ingredients.some((i) => rule.test(i))).map(([, a]) => a),
      );
      expect({ dish: row.name, allergens: [...(JSON.parse(row.allergens) as string[])].sort() }).toEqual({
        dish: row.name,
        allergens: [...expected].sort(),
      });
    }
  });

  it('keeps vegan dishes free of dairy, egg, meat and honey, and vegetarian ones free of meat', () => {
    const rows = all<{ name: string; type: string; ingredient: string }>(
      `select p.name, p.type, i.name as ingredient from products p
       join product_ingredients pi on pi.product_id = p.id join ingredients i on i.id = pi.ingredient_id`,
    );
    const dairyOrEgg = ALLERGEN_RULES.filter(([, a]) => a === 'dairy' || a === 'egg').map(([rule]) => rule);
    for (const row of rows.filter((r) => r.type === 'vegan')) {
      expect({ dish: row.name, ingredient: row.ingredient, animal: NOT_VEGAN.test(row.ingredient) }).toMatchObject({
        animal: false,
      });
      for (const rule of dairyOrEgg) expect(rule.test(row.ingredient), `${row.name}: ${row.ingredient}`).toBe(false);
    }
    for (const row of rows.filter((r) => r.type === 'veg')) {
      expect(NOT_VEGETARIAN.test(row.ingredient), `${row.name}: ${row.ingredient}`).toBe(false);
    }
  });

  it('tags every dish with a meal time and one temperature, and covers the common requests', () => {
    for (const dish of DEMO_MENU) {
      expect(
        dish.tags.some((t) => t === 'breakfast' || t === 'lunch' || t === 'dinner'),
        dish.name,
      ).toBe(true);
      expect(
        dish.tags.filter((t) => t === 'hot' || t === 'cold'),
        dish.name,
      ).toHaveLength(1);
    }
    const onSale = DEMO_MENU.filter((d) => d.available);
    const count = (test: (d: (typeof DEMO_MENU)[number]) => boolean) => onSale.filter(test).length;
    expect(count((d) => d.type === 'vegan' && d.spiceLevel === 0 && d.price < 10)).toBeGreaterThanOrEqual(4);
    expect(count((d) => d.spiceLevel >= 2 && d.tags.includes('dinner'))).toBeGreaterThanOrEqual(4);
    expect(
      count((d) => d.tags.includes('sweet') && !d.ingredients.some((i) => i.includes('chocolate'))),
    ).toBeGreaterThanOrEqual(4);
    expect(count((d) => d.tags.includes('breakfast') && d.tags.includes('light'))).toBeGreaterThanOrEqual(3);
    expect(count((d) => d.emotion === 'sadness')).toBeGreaterThanOrEqual(4);
    expect(count((d) => d.spiceLevel === 3)).toBeGreaterThanOrEqual(3);
  });
});

describe('the demo accounts', () => {
  it('creates the three sign-ins from DEMO_ACCOUNTS, verified, with hashed passwords and staff details', () => {
    const rows = all<{
      email: string;
      name: string;
      role: string;
      password_hash: string;
      email_verified_at: number | null;
    }>(`select email, name, role, password_hash, email_verified_at from users where email like '%@forkcast.test'`);
    expect(rows.map((r) => [r.email, r.name, r.role]).sort()).toEqual(
      DEMO_ACCOUNTS.map((a) => [a.email, a.name, a.role]).sort(),
    );
    expect(rows.map((r) => r.password_hash).sort()).toEqual(['fake:c-pass', 'fake:r-pass', 'fake:w-pass']);
    for (const row of rows) expect(row.email_verified_at).not.toBeNull();
    expect(summary.accounts).toEqual(DEMO_ACCOUNTS.map(({ role, email }) => ({ role, email })));

    const staff = all<{ role: string; position: string; salary: number; join_date: string; vehicle: string | null }>(
      'select u.role, s.position, s.salary, s.join_date, s.vehicle from staff_profiles s join users u on u.id = s.user_id order by u.role',
    );
    const joinDate = new Date(NOW - 60 * DAY).toISOString().slice(0, 10);
    expect(staff).toEqual([
      {
        role: 'DELIVERY_MAN',
        position: 'Rider',
        salary: 55000,
        join_date: joinDate,
        vehicle: 'Honda CD 70 (LEB-1234)',
      },
      { role: 'WORKER', position: 'Line cook', salary: 65000, join_date: joinDate, vehicle: null },
    ]);
  });

  it("saves the demo customer's last delivery address as Home, so their checkout opens as a regular's", () => {
    const saved = all<{ label: string; address: string; latitude: number; longitude: number }>(
      `select a.label, a.address, a.latitude, a.longitude from customer_addresses a join users u on u.id = a.user_id
       where u.email = 'customer@forkcast.test'`,
    );
    const last = all<{ address: string; latitude: number; longitude: number }>(
      `select o.address, o.latitude, o.longitude from orders o join users u on u.id = o.customer_id
       where u.email = 'customer@forkcast.test' order by o.id desc limit 1`,
    );
    expect(saved).toEqual([{ label: 'Home', ...last[0] }]);
  });

  it('adds about forty past customers who cannot sign in', () => {
    const rows = all<{ email: string; password_hash: string; email_verified_at: number | null }>(
      `select email, password_hash, email_verified_at from users where email like '%@example.com'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(35);
    for (const row of rows) {
      expect(row.email).toMatch(/^[a-z]+\.[a-z]+@example\.com$/);
      expect(row.password_hash).toBe('!disabled');
      expect(row.email_verified_at).not.toBeNull();
    }
  });
});

describe('the order history', () => {
  it('totals every order as the sum of its lines, with one to four lines', () => {
    const wrong = all(
      `select o.id from orders o join order_lines l on l.order_id = o.id group by o.id
       having o.total_cents != sum(l.unit_price_cents * l.quantity) or count(*) not between 1 and 4`,
    );
    expect(wrong).toEqual([]);
    expect(
      one<{ n: number }>('select count(*) as n from orders where id not in (select order_id from order_lines)').n,
    ).toBe(0);
    expect(summary.orders).toBe(one<{ n: number }>('select count(*) as n from orders').n);
  });

  it('copies name, picture and price of the dish and its choices into each line', () => {
    const wrong = all(
      `select l.id from order_lines l join products p on p.id = l.product_id
       where l.product_name != p.name or l.image_path != p.image_path
         or l.unit_price_cents != p.price_cents
           + coalesce((select sum(c.price_delta_cents) from order_line_choices c where c.order_line_id = l.id), 0)`,
    );
    expect(wrong).toEqual([]);
  });

  it("gives lines the dish's own choices, every required group answered, and a few notes", () => {
    const foreign = all(
      `select c.id from order_line_choices c join order_lines l on l.id = c.order_line_id
       join option_choices oc on oc.id = c.choice_id
       where oc.group_id not in (select group_id from product_option_groups where product_id = l.product_id)`,
    );
    expect(foreign).toEqual([]);
    const unanswered = all(
      `select l.id from order_lines l join product_option_groups pg on pg.product_id = l.product_id
       join option_groups g on g.id = pg.group_id
       where g.min_choices > (select count(*) from order_line_choices c join option_choices oc on oc.id = c.choice_id
                              where c.order_line_id = l.id and oc.group_id = g.id)`,
    );
    expect(unanswered).toEqual([]);
    const lines = one<{ n: number }>('select count(*) as n from order_lines').n;
    const withChoices = one<{ n: number }>('select count(distinct order_line_id) as n from order_line_choices').n;
    const withNotes = one<{ n: number }>('select count(*) as n from order_lines where note is not null').n;
    expect(withChoices / lines).toBeGreaterThan(0.1);
    expect(withNotes / lines).toBeGreaterThan(0.02);
    expect(withNotes / lines).toBeLessThan(0.15);
    const orderCount = one<{ n: number }>('select count(*) as n from orders').n;
    const delivered = one<{ n: number }>('select count(*) as n from orders where delivery_note is not null').n;
    expect(delivered / orderCount).toBeGreaterThan(0.05);
    expect(delivered / orderCount).toBeLessThan(0.2);
  });

  it('moves every order through a valid life cycle, by the right people, ending in its status', () => {
    const ids = {
      worker: one<{ id: number }>(`select id from users where role = 'WORKER'`).id,
      rider: one<{ id: number }>(`select id from users where role = 'DELIVERY_MAN'`).id,
    };
    const orders = all<{
      id: number;
      status: string;
      customer_id: number;
      created_at: number;
      confirmed_at: number | null;
    }>('select id, status, customer_id, created_at, confirmed_at from orders');
    const events = all<{
      order_id: number;
      from_status: string;
      to_status: string;
      actor_id: number | null;
      reason: string | null;
      at: number;
    }>('select order_id, from_status, to_status, actor_id, reason, at from order_events order by id');
    const byOrder = new Map<number, typeof events>();
    for (const event of events) byOrder.set(event.order_id, [...(byOrder.get(event.order_id) ?? []), event]);
    const actorsFor = (order: (typeof orders)[number]): Record<Actor, (number | null)[]> => ({
      customer: [order.customer_id],
      'customer-or-system': [order.customer_id, null],
      worker: [ids.worker],
      rider: [ids.rider],
    });
    // Problems are collected rather than asserted one by one: thousands of expect calls take a second.
    const problems: string[] = [];
    for (const order of orders) {
      const chain = byOrder.get(order.id) ?? [];
      if (chain.length === 0) problems.push(`order ${order.id} has no events`);
      let state = 'UNCONFIRMED';
      let time = order.created_at;
      for (const event of chain) {
        const move = MOVES[`${event.from_status}>${event.to_status}`];
        const where = `order ${order.id} ${event.from_status}>${event.to_status}`;
        if (event.from_status !== state) problems.push(`${where} does not follow ${state}`);
        if (!move) problems.push(`${where} is not a move`);
        else if (!actorsFor(order)[move].includes(event.actor_id)) problems.push(`${where} by ${event.actor_id}`);
        if (event.from_status === 'COMPLETED' && event.to_status === 'PREPARING' && !event.reason) {
          problems.push(`${where} has no reason`);
        }
        if (event.at < time) problems.push(`${where} goes back in time`);
        state = event.to_status;
        time = event.at;
      }
      if (state !== order.status) problems.push(`order ${order.id} ends in ${state}, not ${order.status}`);
      const confirmedAt = chain.find((e) => e.to_status === 'PROCESSING')?.at ?? null;
      if (order.confirmed_at !== confirmedAt) problems.push(`order ${order.id} confirmed_at ${order.confirmed_at}`);
    }
    expect(problems).toEqual([]);
  });

  it('numbers events in the order they happened', () => {
    const backwards = one<{ n: number }>(
      'select count(*) as n from order_events a join order_events b on b.id = a.id + 1 where b.at < a.at',
    );
    expect(backwards.n).toBe(0);
  });

  it('places nothing after now', () => {
    for (const [table, column] of [
      ['orders', 'created_at'],
      ['orders', 'updated_at'],
      ['order_events', 'at'],
      ['feedback', 'created_at'],
    ]) {
      expect(
        one<{ latest: number }>(`select max(${column}) as latest from ${table}`).latest,
        table,
      ).toBeLessThanOrEqual(NOW);
    }
  });

  it('has 15 to 45 orders on every one of the 60 days before today, more at the weekend', () => {
    // A business day runs from 11:00 to 01:00 in Islamabad, so shift by one hour before taking the date.
    const days = all<{ day: string; n: number; weekday: string }>(
      `select date((created_at + ${KARACHI - HOUR}) / 1000, 'unixepoch') as day,
              strftime('%w', (created_at + ${KARACHI - HOUR}) / 1000, 'unixepoch') as weekday, count(*) as n
       from orders where created_at < ${NOW - 12 * HOUR} group by day order by day`,
    );
    expect(days).toHaveLength(60);
    expect(days[0]?.day).toBe(new Date(NOW + KARACHI - 60 * DAY).toISOString().slice(0, 10));
    for (const day of days) {
      expect(day.n, day.day).toBeGreaterThanOrEqual(15);
      expect(day.n, day.day).toBeLessThanOrEqual(45);
    }
    const average = (rows: typeof days) => rows.reduce((sum, d) => sum + d.n, 0) / rows.length;
    const weekend = days.filter((d) => d.weekday === '5' || d.weekday === '6');
    const weekdays = days.filter((d) => d.weekday !== '5' && d.weekday !== '6');
    expect(average(weekend)).toBeGreaterThan(average(weekdays) * 1.15);
    expect(average(days.slice(-20))).toBeGreaterThan(average(days.slice(0, 20)));
  });

  it('follows restaurant hours: mostly lunch and dinner, nothing between 01:00 and 11:00', () => {
    const hours = all<{ hour: number; n: number }>(
      `select cast(strftime('%H', (created_at + ${KARACHI}) / 1000, 'unixepoch') as integer) as hour, count(*) as n
       from orders group by hour`,
    );
    const total = hours.reduce((sum, h) => sum + h.n, 0);
    const within = (from: number, to: number) =>
      hours.filter((h) => h.hour >= from && h.hour < to).reduce((s, h) => s + h.n, 0);
    expect(within(1, 11)).toBe(0);
    expect(within(12, 15) / total).toBeGreaterThan(0.25);
    expect(within(19, 24) / total).toBeGreaterThan(0.4);
    expect(within(21, 22)).toBeGreaterThan(within(13, 14) * 0.8);
  });

  it('leaves a few orders on the kitchen board and delivered the rest, with about 3% cancelled', () => {
    const statuses = Object.fromEntries(
      all<{ status: string; n: number }>('select status, count(*) as n from orders group by status').map((r) => [
        r.status,
        r.n,
      ]),
    );
    for (const live of ['PROCESSING', 'PREPARING', 'COMPLETED']) expect(statuses[live], live).toBeGreaterThan(0);
    // Every order out is the demo rider's, and every delivered one names who delivered it.
    expect(
      one<{ n: number }>(
        `select count(*) as n from orders where status in ('OUT_FOR_DELIVERY', 'DELIVERED') and rider_id is null`,
      ).n,
    ).toBe(0);
    expect(statuses.UNCONFIRMED).toBeUndefined();
    expect(
      one<{ oldest: number }>(
        `select min(created_at) as oldest from orders where status in ('PROCESSING', 'PREPARING', 'COMPLETED', 'OUT_FOR_DELIVERY')`,
      ).oldest,
    ).toBeGreaterThan(NOW - 2 * HOUR);
    const total = summary.orders;
    expect((statuses.CANCELLED ?? 0) / total).toBeGreaterThan(0.01);
    expect((statuses.CANCELLED ?? 0) / total).toBeLessThan(0.06);
    expect(
      one<{ n: number }>(`select count(*) as n from orders where status = 'CANCELLED' and confirmed_at is not null`).n,
    ).toBe(0);
    const failed = one<{ n: number }>(
      `select count(distinct order_id) as n from order_events where from_status = 'OUT_FOR_DELIVERY' and to_status = 'PREPARING'`,
    ).n;
    expect(failed / total).toBeGreaterThan(0.005);
    expect(failed / total).toBeLessThan(0.05);
  });

  it('favours a few dishes, and sells no unavailable dish in the last two days', () => {
    const sold = all<{ n: number }>('select sum(quantity) as n from order_lines group by product_id order by n desc');
    expect(sold[0]?.n ?? 0).toBeGreaterThan(4 * (sold.at(-1)?.n ?? 0));
    const recentUnavailable = one<{ n: number }>(
      `select count(*) as n from order_lines l join orders o on o.id = l.order_id join products p on p.id = l.product_id
       where p.available = 0 and o.created_at > ${NOW - 2 * DAY}`,
    );
    expect(recentUnavailable.n).toBe(0);
    const quantities = one<{ ones: number; all: number }>(
      'select sum(quantity <= 2) as ones, count(*) as "all" from order_lines',
    );
    expect(quantities.ones / quantities.all).toBeGreaterThan(0.85);
  });

  it('delivers to Islamabad sectors inside the map, about two thirds paying cash', () => {
    const rows = all<{ sector: string; address: string; latitude: number; longitude: number; payment_method: string }>(
      'select sector, address, latitude, longitude, payment_method from orders',
    );
    const box = (r: (typeof rows)[number]) =>
      r.latitude > 33.598441 && r.latitude < 33.752439 && r.longitude > 72.96007 && r.longitude < 73.104726;
    expect(rows.filter((r) => !SECTORS.includes(r.sector))).toEqual([]);
    expect(
      rows.filter((r) => !r.address.endsWith(`, ${r.sector}/${r.address.slice(-1)}`) || !/\/[1-4]$/.test(r.address)),
    ).toEqual([]);
    expect(rows.filter((r) => !box(r))).toEqual([]);
    const cash = rows.filter((r) => r.payment_method === 'CASH').length / rows.length;
    expect(cash).toBeGreaterThan(0.58);
    expect(cash).toBeLessThan(0.72);
  });
});

describe('the feedback', () => {
  it('is written by the customer on about 30% of delivered orders, once per order, after delivery', () => {
    const wrong = all(
      `select f.id from feedback f join orders o on o.id = f.order_id
       join order_events e on e.order_id = o.id and e.to_status = 'DELIVERED'
       where o.status != 'DELIVERED' or f.customer_id != o.customer_id or f.created_at < e.at + 30 * 60000`,
    );
    expect(wrong).toEqual([]);
    expect(all('select order_id from feedback group by order_id having count(*) > 1')).toEqual([]);
    const delivered = one<{ n: number }>(`select count(*) as n from orders where status = 'DELIVERED'`).n;
    expect(summary.feedback / delivered).toBeGreaterThan(0.22);
    expect(summary.feedback / delivered).toBeLessThan(0.38);
  });

  it('mostly carries joy or neutral, with every emotion present', () => {
    const emotions = Object.fromEntries(
      all<{ emotion: string; n: number }>('select emotion, count(*) as n from feedback group by emotion').map((r) => [
        r.emotion,
        r.n,
      ]),
    );
    expect(Object.keys(emotions).sort()).toEqual(['anger', 'disgust', 'fear', 'joy', 'neutral', 'sadness']);
    expect(((emotions.joy ?? 0) + (emotions.neutral ?? 0)) / summary.feedback).toBeGreaterThan(0.5);
    expect(all(`select id from feedback where content like '%{dish}%'`)).toEqual([]);
  });

  it('mostly carries stars that follow the words, some words only and some stars only', () => {
    const rows = all<{ stars: number | null; content: string; emotion: string }>(
      'select stars, content, emotion from feedback',
    );
    const share = (test: (row: (typeof rows)[number]) => boolean) => rows.filter(test).length / rows.length;
    expect(rows.filter((r) => r.stars !== null && (r.stars < 1 || r.stars > 5 || !Number.isInteger(r.stars)))).toEqual(
      [],
    );
    expect(share((r) => r.stars === null)).toBeGreaterThan(0.05);
    expect(share((r) => r.stars === null)).toBeLessThan(0.15);
    const starsOnly = rows.filter((r) => r.content === '');
    expect(starsOnly.length / rows.length).toBeGreaterThan(0.08);
    expect(starsOnly.filter((r) => r.stars === null || r.emotion !== 'neutral')).toEqual([]);
    const mean = (emotion: string) => {
      const stars = rows.filter((r) => r.emotion === emotion && r.stars !== null).map((r) => r.stars!);
      return stars.reduce((sum, n) => sum + n, 0) / stars.length;
    };
    expect(mean('joy')).toBeGreaterThan(4.5);
    expect(mean('anger')).toBeLessThan(2);
  });

  it("gives dish thumbs only on lines of the feedback's own order", () => {
    const thumbs = one<{ n: number }>('select count(*) as n from feedback_dish_ratings').n;
    expect(thumbs).toBeGreaterThan(100);
    expect(
      all(`select t.feedback_id from feedback_dish_ratings t join feedback f on f.id = t.feedback_id
           join order_lines l on l.id = t.order_line_id where l.order_id != f.order_id`),
    ).toEqual([]);
    expect(all('select feedback_id from feedback_dish_ratings where liked not in (0, 1)')).toEqual([]);
  });

  it("has answered most complaints older than a week, and leaves this week's waiting for a reply", () => {
    const complaint = `(f.stars <= 2 or f.emotion in ('sadness', 'disgust', 'fear', 'anger'))`;
    const count = (where: string) => one<{ n: number }>(`select count(*) as n from feedback f where ${where}`).n;
    const weekAgo = NOW - 7 * DAY;
    const olderComplaints = count(`${complaint} and f.created_at < ${weekAgo}`);
    const olderAnswered = count(`${complaint} and f.created_at < ${weekAgo} and f.follow_up_at is not null`);
    expect(olderAnswered / olderComplaints).toBeGreaterThan(0.75);
    expect(count(`${complaint} and f.created_at >= ${weekAgo}`)).toBeGreaterThan(5);
    expect(count(`f.created_at >= ${weekAgo} and f.follow_up_at is not null`)).toBe(0);
    expect(count(`not ${complaint} and f.follow_up_at is not null`)).toBe(0);
    expect(count('f.follow_up_at < f.created_at')).toBe(0);
  });
});

describe('the demo customer', () => {
  it('has delivered orders at one address, some with feedback and some waiting for it', () => {
    const rows = all<{ status: string; address: string; has_feedback: number }>(
      `select o.status, o.address, f.id is not null as has_feedback from orders o
       join users u on u.id = o.customer_id left join feedback f on f.order_id = o.id where u.email = ?`,
      DEMO_ACCOUNTS[0].email,
    );
    const delivered = rows.filter((r) => r.status === 'DELIVERED');
    expect(delivered.length).toBeGreaterThanOrEqual(5);
    expect(delivered.some((r) => r.has_feedback)).toBe(true);
    expect(delivered.some((r) => !r.has_feedback)).toBe(true);
    expect(new Set(rows.map((r) => r.address)).size).toBe(1);
  });
});

describe('seeding', () => {
  it('takes well under two seconds', () => {
    expect(seedMs).toBeLessThan(2000);
  });
});

describe('generateHistory', () => {
  const options = {
    days: 10,
    seed: 42,
    menu: DEMO_MENU.slice(0, 8).map((dish, i) => ({
      id: i + 1,
      name: dish.name,
      priceCents: Math.round(dish.price * 100),
      imagePath: `/x/${i}.svg`,
      available: i !== 3,
      category: dish.category,
      optionGroups: [],
    })),
    customerIds: [10, 11, 12],
    workerId: 2,
    riderId: 3,
  };

  it('gives the same history for the same seed', () => {
    expect(generateHistory({ ...options, now: NOW })).toEqual(generateHistory({ ...options, now: NOW }));
    expect(generateHistory({ ...options, now: NOW })).not.toEqual(generateHistory({ ...options, now: NOW, seed: 43 }));
  });

  it('keeps an order in every live column even when the restaurant is closed, without going past now', () => {
    const earlyMorning = Date.UTC(2025, 4, 15, 0, 0); // 05:00 in Islamabad
    for (const seed of [42, 43, 44, 45, 46]) {
      const statuses = generateHistory({ ...options, seed, now: earlyMorning }).orders.map((o) => o.status);
      expect(statuses).toEqual(expect.arrayContaining(['PROCESSING', 'PREPARING', 'COMPLETED']));
    }
    const { orders } = generateHistory({ ...options, now: earlyMorning });
    const times = (o: HistoricalOrder) => [
      o.createdAt,
      ...o.events.map((e) => e.at),
      o.feedback?.createdAt ?? 0,
      o.feedback?.followedUpAt ?? 0,
    ];
    expect(Math.max(...orders.flatMap(times))).toBeLessThanOrEqual(earlyMorning);
  });
});
