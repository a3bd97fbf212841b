/**
 * Hostile input, property-based: every endpoint in the app's own route list (its OpenAPI document, so a new route
 * is fuzzed without touching this file) gets generated bodies, query strings, path ids and multipart forms, sent as
 * a caller allowed past its guard. Whatever arrives, the answer is a 4xx or 2xx with a JSON body, never a 5xx,
 * errors carry a `message`, nothing pollutes Object.prototype, and the database stays intact.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { orderLines, orders, riderPositions, users } from '../../drizzle/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, createProduct, createUser, orderEventsOf, sessionToken } from '../../tests/factories.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import type { Role } from '../../shared/constants.ts';
import { DELIVERY_STATUSES, ORDER_STATUSES, type OrderStatus } from '../../shared/order-status.ts';
import { FAILED_DELIVERY_OUTCOMES } from '../../shared/staff-orders.ts';
import { BODY_LIMIT_BYTES, MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP } from './json-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Enough runs per endpoint to mix every kind of input several times, few enough for the suite's time budget. */
const RUNS = 30;

interface Schema {
  type?: string;
  enum?: unknown[];
  format?: string;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface Operation {
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema: Schema }[];
}
interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With `{name}` placeholders for path parameters. */
  path: string;
  operation: Operation;
}

function endpoints(): Endpoint[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase() as Endpoint['method'],
        path,
        operation,
      })),
    );
}

// ---------------------------------------------------------------------------------------------------------------
// Who may call what: the first identity that gets past the route's guard (anonymous first, so public routes and
// logout are called without a session). A fresh account per endpoint, so an admin route that deactivates accounts
// cannot lock the next endpoint out.

const ROLES: (Role | null)[] = [null, 'CUSTOMER', 'WORKER', 'DELIVERY_MAN', 'ADMIN'];

async function callerFor(endpoint: Endpoint): Promise<Record<string, string>> {
  for (const role of ROLES) {
    const headers = role ? await signedIn(role) : {};
    const res = await t.app.inject({
      method: endpoint.method,
      url: urlFor(endpoint.path, () => '1'),
      headers,
      ...(endpoint.method === 'GET' ? {} : { payload: {} }),
    });
    if (res.statusCode !== 401 && res.statusCode !== 403) return headers;
  }
  throw new Error(`no identity gets past the guard of ${endpoint.method} ${endpoint.path}`);
}

async function signedIn(role: Role): Promise<Record<string, string>> {
  const user = await createUser(t.app, { role });
  return { authorization: `Bearer ${sessionToken(t.app, user)}` };
}

const urlFor = (path: string, param: (name: string) => string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => param(name));

// ---------------------------------------------------------------------------------------------------------------
// Generators

/** Values that fit a schema (loosely: bounds are ignored, so some fit and some do not). */
function fitting(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return fc.jsonValue({ maxDepth: 2 });
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => fitting(s, depth + 1)));
  const value = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    switch (schema.type) {
      case 'string':
        return fc.oneof(fc.string({ maxLength: 40 }), fc.emailAddress(), fc.stringMatching(/^\d{6}$/));
      case 'integer':
        return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer());
      case 'number':
        return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.double({ min: 33, max: 34 }));
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(fitting(schema.items, depth + 1), { maxLength: 4 });
      case 'object':
        return nearlyValid(schema, depth + 1);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

/** Wrong types for any field. */
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** The schema's object with fields missing, mistyped, and extra ones (including role/status/price-like names). */
function nearlyValid(schema: Schema | undefined, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema?.properties ?? {});
  const known = fc.record(
    Object.fromEntries(
      fields.map(([name, field]) => [
        name,
        fc.option(fc.oneof({ weight: 3, arbitrary: fitting(field, depth) }, wrongType), { nil: undefined }),
      ]),
    ),
  );
  const extra = fc.dictionary(
    fc.oneof(fc.constantFrom('role', 'status', 'price', 'customerId', 'totalCents', 'id'), fc.string({ maxLength: 8 })),
    fc.jsonValue({ maxDepth: 1 }),
    { maxKeys: 3 },
  );
  return fc.tuple(known, extra).map(([k, e]) => {
    const body: Record<string, unknown> = {};
    for (const [key, value] of Object.entries({ ...e, ...k })) if (value !== undefined) body[key] = value;
    return body;
  });
}

/** Number literals JSON cannot hold or that sit on the edge of what a double holds, as raw JSON text. */
const rawNumber = fc.constantFrom('1e400', '-1e400', '1e-400', '-0', '1e308', '-1e308', '9007199254740993', '1E+2');
/** What a JavaScript serializer might emit for NaN and Infinity: not JSON, so it must be refused cleanly. */
const notJsonNumber = fc.constantFrom('NaN', 'Infinity', '-Infinity', 'undefined', '0x10', '01');
const INVALID_UTF8 = fc.constantFrom(
  [0xff],
  [0xc3, 0x28],
  [0xe2, 0x82],
  [0xf0, 0x28, 0x8c, 0xbc],
  [0xed, 0xa0, 0x80], // an encoded surrogate half
  [0xc0, 0xaf], // an overlong '/'
);

interface Body {
  payload: string | Buffer;
  contentType?: string;
}
const json = (value: unknown): Body => ({ payload: JSON.stringify(value) });

/** `{"k":v,...}` with each value given as raw JSON text. */
const rawObject = (entries: [string, string][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;

function bodies(schema: Schema | undefined): fc.Arbitrary<Body> {
  const fieldNames = Object.keys(schema?.properties ?? {});
  const someField = fieldNames.length ? fc.constantFrom(...fieldNames) : fc.constant('value');
  const valid = nearlyValid(schema);
  return fc.oneof(
    // Random values, and the schema's shape with missing, mistyped and extra fields.
    fc.jsonValue().map(json),
    valid.map(json),
    valid.map(json),
    // Strings of 1 MB: just under the body limit (the schema refuses it) and just over (413).
    fc
      .tuple(valid, someField, fc.constantFrom(BODY_LIMIT_BYTES - 1024, BODY_LIMIT_BYTES + 1))
      .map(([body, field, size]) => json({ ...body, [field]: 'x'.repeat(size) })),
    // Deep nesting, at the top and inside a field.
    fc
      .tuple(fc.integer({ min: MAX_JSON_DEPTH - 2, max: 100_000 }), fc.constantFrom('[', '{"a":'))
      .map(([depth, open]) => ({ payload: open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth) })),
    fc.tuple(valid, someField, fc.integer({ min: 1, max: 5_000 })).map(([body, field, depth]) => ({
      payload: JSON.stringify({ ...body, [field]: null }).replace(
        `"${field}":null`,
        `"${field}":${'{"x":'.repeat(depth)}1${'}'.repeat(depth)}`,
      ),
    })),
    // Prototype keys, as raw text so they survive serialization, at the top and nested.
    fc
      .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.boolean())
      .map(([body, key, nested]) => {
        const poison = key === 'constructor' ? `{"prototype":{"polluted":"yes"}}` : `{"polluted":"yes","toString":"x"}`;
        const text = JSON.stringify(body);
        const inner = `"${key}":${poison}`;
        return {
          payload: nested
            ? `{"wrap":{${inner}},${text.slice(1)}`
            : `{${inner}${text === '{}' ? '' : ','}${text.slice(1)}`,
        };
      }),
    // Invalid UTF-8 inside a string value.
    fc.tuple(someField, INVALID_UTF8, fc.string({ maxLength: 5 })).map(([field, bytes, tail]) => ({
      payload: Buffer.concat([Buffer.from(`{"${field}":"a`), Buffer.from(bytes), Buffer.from(`${tail}"}`)]),
    })),
    // Numbers JSON cannot express, edge numbers, and non-JSON number words, in every field at once.
    fc
      .array(fc.tuple(someField, fc.oneof(rawNumber, notJsonNumber)), { minLength: 1, maxLength: 4 })
      .map((entries) => ({ payload: rawObject(entries) })),
    // Malformed text and wrong content types.
    fc.string({ maxLength: 60 }).map((payload) => ({ payload })),
    fc
      .tuple(
        valid,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/json; charset=latin1',
          'application/json; charset=utf-16',
          'application/vnd.api+json',
          'multipart/form-data',
          '',
        ),
      )
      .map(([body, contentType]) => ({ payload: JSON.stringify(body), contentType })),
  );
}

/** Path ids and query values of the wrong shape. */
const oddValue = fc.oneof(
  fc.constantFrom(
    'abc',
    '-1',
    '0',
    '1.5',
    '1e400',
    'NaN',
    '99999999999999999999999',
    '%00',
    '..%2F..',
    ' ',
    '%E0%A4%A',
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.integer().map(String),
);
const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('startDate', 'endDate', 'id', 'status', 'q', 'page', '__proto__'),
        fc.string({ maxLength: 8 }),
      ),
      oddValue,
    ),
    {
      maxLength: 4,
    },
  )
  .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&'));

// ---------------------------------------------------------------------------------------------------------------
// Riders' moves (docs/decisions/0037): their bodies name real orders, so a refusal must leave the order as it was.

/** Each route, who calls it, and statuses it moves an order from: the runs mostly put the order in one of them. */
const RIDER_ROUTES: { url: string; admin: boolean; from: OrderStatus[] }[] = [
  { url: '/api/order/take', admin: false, from: ['COMPLETED'] },
  { url: '/api/order/hand-back', admin: false, from: ['OUT_FOR_DELIVERY'] },
  { url: '/api/order/delivered', admin: false, from: ['OUT_FOR_DELIVERY', 'COMPLETED'] },
  { url: '/api/order/deliver-failed', admin: false, from: ['OUT_FOR_DELIVERY'] },
  { url: '/api/rider/position', admin: false, from: ['OUT_FOR_DELIVERY'] },
  { url: '/api/order/assign-rider', admin: true, from: [...DELIVERY_STATUSES] },
];

/** The kitchen's line ticks and recall (issue 34): their bodies name real orders and lines too. */
const KITCHEN_ROUTES: { url: string; from: OrderStatus[] }[] = [
  { url: '/api/order/line-done', from: ['PROCESSING', 'PREPARING'] },
  { url: '/api/order/recall', from: ['PREPARING', 'COMPLETED'] },
];

/** All a rider's move or report can write about an order: its row, its history and the rider's last position. */
const riderStateOf = (orderId: number) => ({
  order: t.app.db.select().from(orders).where(eq(orders.id, orderId)).get(),
  events: orderEventsOf(t.app, orderId),
  position: t.app.db.select().from(riderPositions).where(eq(riderPositions.orderId, orderId)).get() ?? null,
});

/**
 * Nothing half-written: the history is one chain ending where the order is, an order that is out has its rider, one
 * in the kitchen or given up has none, and a position is kept only for an order out with the rider who sent it.
 */
function expectWholeOrder(orderId: number) {
  const { order, events, position } = riderStateOf(orderId);
  const where = `order #${orderId}`;
  events.slice(1).forEach((event, i) => expect(event.fromStatus, where).toBe(events[i]!.toStatus));
  expect(events.at(-1)?.toStatus, where).toBe(order!.status);
  if (order!.status === 'OUT_FOR_DELIVERY') expect(order!.riderId, where).not.toBeNull();
  if (['PROCESSING', 'PREPARING', 'DELIVERY_FAILED'].includes(order!.status)) expect(order!.riderId, where).toBeNull();
  if (position) expect(order, where).toMatchObject({ status: 'OUT_FOR_DELIVERY', riderId: position.riderId });
}

// ---------------------------------------------------------------------------------------------------------------
// The properties

let address = 0;
/** Every request from its own network address, so per-address limits answer 429 only where a test means them to. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function expectSafe(options: InjectOptions) {
  const res = await t.app.inject({ ...options, remoteAddress: nextAddress() });
  const where = `${options.method} ${options.url} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  expect(res.headers['content-type'], where).toMatch(/^application\/json/);
  const body = res.json() as { message?: unknown };
  if (res.statusCode >= 300) expect(typeof body.message, where).toBe('string');
  expect(({} as Record<string, unknown>).polluted, where).toBeUndefined();
  return res;
}

describe('every endpoint survives hostile input', () => {
  it('covers the whole API', () => {
    // A guard against the route list going empty (and this suite silently testing nothing).
    expect(endpoints().length).toBeGreaterThan(30);
    // The routes that read an id from the path, whose ids below come in every wrong shape.
    const withPathIds = endpoints().filter((endpoint) => endpoint.path.includes('{'));
    expect(withPathIds.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(
      expect.arrayContaining(['GET /api/product/get/{id}', 'GET /api/order/ticket/{id}']),
    );
    // The riders' routes (docs/decisions/0037) are in the list, so the bodies below reach them too.
    expect(endpoints().map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(
      expect.arrayContaining([...RIDER_ROUTES, ...KITCHEN_ROUTES].map(({ url }) => `POST ${url}`)),
    );
  });

  it('JSON bodies: random, mistyped, incomplete, huge, deep, poisoned, invalid UTF-8, odd numbers', async () => {
    for (const endpoint of endpoints().filter((e) => e.method !== 'GET')) {
      const headers = await callerFor(endpoint);
      const schema = endpoint.operation.requestBody?.content['application/json']?.schema;
      const headerNames = (endpoint.operation.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
      const extraHeaders = fc.dictionary(
        headerNames.length ? fc.constantFrom(...headerNames) : fc.constant('x-nothing'),
        fc.oneof(
          fc.string({ maxLength: 300 }).filter((v) => /^[\x20-\x7e]*$/.test(v)),
          oddValue,
        ),
        { maxKeys: 1 },
      );
      await fc.assert(
        fc.asyncProperty(bodies(schema), extraHeaders, async (body, more) => {
          await expectSafe({
            method: endpoint.method,
            url: urlFor(endpoint.path, () => '1'),
            payload: body.payload,
            headers: { ...headers, ...more, 'content-type': body.contentType ?? 'application/json' },
          });
        }),
        { numRuns: RUNS },
      );
    }
  }, 120_000);

  it('a text field that is too long is called too long, never missing', async () => {
    let checked = 0;
    for (const endpoint of endpoints().filter((e) => e.method !== 'GET')) {
      const schema = endpoint.operation.requestBody?.content['application/json']?.schema;
      const texts = Object.entries(schema?.properties ?? {}).filter(([, field]) => field.type === 'string');
      if (!texts.length) continue;
      const headers = await callerFor(endpoint);
      for (const [name] of texts) {
        const res = await t.app.inject({
          method: endpoint.method,
          url: urlFor(endpoint.path, () => '1'),
          headers,
          payload: { [name]: 'x'.repeat(100_000) },
        });
        const said = (res.json() as { fields?: Record<string, string> }).fields?.[name];
        if (said === undefined) continue;
        checked += 1;
        expect(said, `${endpoint.method} ${endpoint.path} ${name}`).not.toMatch(/required/i);
      }
    }
    // The login password (once "Password is required.") and the sign-up fields among them.
    expect(checked).toBeGreaterThan(15);
  }, 60_000);

  it('query strings and path ids of the wrong shape', async () => {
    for (const endpoint of endpoints()) {
      const headers = await callerFor(endpoint);
      await fc.assert(
        fc.asyncProperty(oddValue, queryString, async (id, query) => {
          await expectSafe({
            method: endpoint.method,
            url: `${urlFor(endpoint.path, () => id)}?${query}`,
            headers,
            ...(endpoint.method === 'GET' ? {} : { payload: {} }),
          });
        }),
        { numRuns: 10 },
      );
    }
  }, 60_000);

  it("the orders desk's filters, mixed: statuses, days real and not, searches with SQL's own characters, pages", async () => {
    const headers = await signedIn('ADMIN');
    // Every value as it goes into the URL: oddValue's already are.
    const encoded = (values: fc.Arbitrary<string>) => values.map(encodeURIComponent);
    const day = fc.oneof(
      encoded(
        fc
          .date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
      ),
      encoded(fc.constantFrom('2025-02-30', '2025-13-01', '0000-00-00', '', '2025-3-1')),
      oddValue,
    );
    const search = encoded(
      fc.oneof(
        fc.string({ maxLength: 120 }),
        fc.constantFrom('%', '_', '\\', "' or 1=1 --", '"', '#', '#12', '0300 1234567', '\u202eevil'),
      ),
    );
    const filters = fc.record(
      {
        status: fc.oneof(encoded(fc.constantFrom(...ORDER_STATUSES, '', 'shipped')), oddValue),
        startDate: day,
        endDate: day,
        q: search,
        page: fc.oneof(fc.integer({ min: -2, max: 5 }).map(String), oddValue),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(filters, async (query) => {
        const text = Object.entries(query)
          .map(([key, value]) => `${key}=${value}`)
          .join('&');
        await expectSafe({ method: 'GET', url: `/api/orders/admin/list?${text}`, headers });
      }),
      { numRuns: 60 },
    );
  });

  it("a rating's stars and dish thumbs, mixed: own dishes, others', repeated, and values of every shape", async () => {
    const customer = await createUser(t.app);
    const headers = { authorization: `Bearer ${sessionToken(t.app, customer)}` };
    const dishes = [
      createProduct(t.app, { name: 'Chicken Karahi', price: 12.5 }),
      createProduct(t.app, { name: 'Garlic Naan', price: 1.25 }),
    ];
    const delivered = (customerId: number) =>
      createOrder(t.app, {
        customerId,
        status: 'DELIVERED',
        lines: dishes.map((product) => ({ product, quantity: 1 })),
      }).id;
    const linesOf = (orderId: number) =>
      t.app.db
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .all()
        .map((line) => line.id);
    const othersLine = linesOf(delivered((await createUser(t.app)).id))[0]!;

    // Valid stars and words are drawn on purpose as well, so every run saves some ratings to check afterwards.
    const stars = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: -1, max: 7 }), fc.double(), wrongType);
    // A thumb names one of the order's own lines (by index), another customer's, or no line at all: it is written
    // once the order exists, so each thumb is drawn as a function of the order's lines.
    type Thumb = (own: number[]) => Record<string, unknown>;
    const line = fc.oneof(
      fc.constantFrom(0, 1).map((index) => (own: number[]) => own[index]),
      fc.constant(() => othersLine),
      fc.oneof(fc.integer(), wrongType).map((value) => () => value),
    );
    const thumb = fc
      .record({ line, liked: fc.oneof(fc.boolean(), wrongType) }, { requiredKeys: [] })
      .map<Thumb>(({ line: lineOf, liked }) => (own) => ({ orderLineId: lineOf?.(own), liked }));
    const rating = fc.record(
      {
        content: fc.oneof(fc.constant('Lovely, and still hot.'), fc.string({ maxLength: 30 }), wrongType),
        stars,
        dishes: fc.oneof(fc.array(fc.oneof(thumb, wrongType), { maxLength: 4 }), wrongType),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(rating, async ({ dishes: thumbs, ...rest }) => {
        const orderId = delivered(customer.id);
        const own = linesOf(orderId);
        const dishes = Array.isArray(thumbs)
          ? thumbs.map((entry) => (typeof entry === 'function' ? (entry as Thumb)(own) : entry))
          : thumbs;
        const payload = { order_id: orderId, ...rest, ...(dishes === undefined ? {} : { dishes }) };
        await expectSafe({ method: 'POST', url: '/api/feedback/order', headers, payload });
      }),
      { numRuns: 80 },
    );

    // Whatever got in holds: stars 1 to 5 or none, words or stars, thumbs only on the feedback's own order's dishes.
    // (A fair share of the runs are valid ratings: with none, this would check nothing.)
    const { saved, bad } = t.app.sqlite
      .prepare<[number], { saved: number; bad: number }>(
        `select count(*) as saved,
           count(*) filter (where (stars is not null and stars not in (1, 2, 3, 4, 5)) or (content = '' and stars is null))
             as bad
         from feedback where customer_id = ?`,
      )
      .get(customer.id)!;
    expect(saved).toBeGreaterThan(0);
    expect(bad).toBe(0);
    const { strays } = t.app.sqlite
      .prepare<[], { strays: number }>(
        `select count(*) as strays from feedback_dish_ratings r join feedback f on f.id = r.feedback_id
         join order_lines l on l.id = r.order_line_id where l.order_id != f.order_id`,
      )
      .get()!;
    expect(strays).toBe(0);
  }, 60_000);

  it("riders' moves and positions, mixed: real orders in every status, held by the caller, another rider or nobody", async () => {
    const customer = await createUser(t.app);
    const dish = createProduct(t.app);
    const other = await createUser(t.app, { role: 'DELIVERY_MAN' });
    const retired = await createUser(t.app, { role: 'DELIVERY_MAN' });
    t.app.db.update(users).set({ deactivatedAt: Date.now() }).where(eq(users.id, retired.id)).run();
    const admin = await signedIn('ADMIN');

    // Mostly what a rider's phone sends, so a fair share of the moves go through and the orders they leave are
    // checked; the rest anything at all.
    const mostly = <T>(valid: fc.Arbitrary<T>, ...others: fc.Arbitrary<T>[]) =>
      fc.oneof({ weight: 3 * others.length, arbitrary: valid }, ...others);
    // Ids are drawn as functions of the order and the caller the run makes: the real one, as a number or a numeral,
    // or anything else.
    type Pick = (orderId: number, callerId: number) => unknown;
    const anyValue = fc.oneof(fc.integer(), wrongType).map<Pick>((value) => () => value);
    const orderId = mostly(
      fc.constantFrom<Pick>(
        (id) => id,
        (id) => String(id),
      ),
      anyValue,
    );
    const riderId = mostly(
      fc.constantFrom<Pick>(
        (_, callerId) => callerId,
        () => other.id,
      ),
      fc.constantFrom<Pick>(
        () => retired.id,
        () => customer.id,
      ),
      anyValue,
    );
    const coordinate = mostly<unknown>(
      fc.double({ min: -90, max: 90, noNaN: true }),
      fc.double(),
      wrongType,
      fc.constant(undefined),
    );
    const fields = fc.record({
      reason: mostly<unknown>(
        fc.constantFrom('No answer', 'Gate locked'),
        fc.string({ maxLength: 30 }),
        wrongType,
        fc.constant(undefined),
      ),
      outcome: mostly<unknown>(
        fc.constantFrom(...FAILED_DELIVERY_OUTCOMES),
        fc.string({ maxLength: 8 }),
        wrongType,
        fc.constant(undefined),
      ),
      latitude: coordinate,
      longitude: coordinate,
      accuracy: mostly<unknown>(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: -10, max: 200_000 }),
        wrongType,
        fc.constant(undefined),
      ),
    });
    const run = fc
      .constantFrom(...RIDER_ROUTES)
      .chain((route) =>
        fc.record({
          route: fc.constant(route),
          // Mostly a status the route moves from, so the holder and the body decide the answer.
          status: mostly(fc.constantFrom(...route.from), fc.constantFrom(...ORDER_STATUSES)),
          holder: fc.constantFrom('caller', 'caller', 'other', 'nobody'),
          orderId: fc.option(orderId, { nil: undefined, freq: 10 }),
          riderId: fc.option(riderId, { nil: undefined, freq: 10 }),
          fields,
        }),
      )
      // An order out is always with someone.
      .filter(({ status, holder }) => status !== 'OUT_FOR_DELIVERY' || holder !== 'nobody');
    const answered = new Map<string, Set<number>>();

    await fc.assert(
      fc.asyncProperty(run, async ({ route, status, holder, orderId: pickOrder, riderId: pickRider, fields: rest }) => {
        // A rider of their own each run: the five-second position limit is per rider.
        const caller = await createUser(t.app, { role: 'DELIVERY_MAN' });
        const heldBy = { caller: caller.id, other: other.id, nobody: undefined }[holder];
        const order = createOrder(t.app, {
          customerId: customer.id,
          status,
          lines: [{ product: dish, quantity: 1 }],
          ...(heldBy ? { riderId: heldBy } : {}),
        });
        // A ready order with a rider is a bag kept to try again; one out has where its rider last was.
        if (status === 'COMPLETED' && heldBy)
          t.app.db.update(orders).set({ riderId: heldBy }).where(eq(orders.id, order.id)).run();
        if (status === 'OUT_FOR_DELIVERY' && heldBy)
          t.app.db
            .insert(riderPositions)
            .values({ orderId: order.id, riderId: heldBy, latitude: 33.7, longitude: 73.05, at: Date.now() })
            .run();
        const payload = {
          ...rest,
          ...(pickOrder ? { orderId: pickOrder(order.id, caller.id) } : {}),
          ...(pickRider ? { riderId: pickRider(order.id, caller.id) } : {}),
        };
        expectWholeOrder(order.id);
        const before = riderStateOf(order.id);
        const res = await expectSafe({
          method: 'POST',
          url: route.url,
          payload,
          headers: route.admin ? admin : { authorization: `Bearer ${sessionToken(t.app, caller)}` },
        });
        if (res.statusCode >= 400) expect(riderStateOf(order.id), JSON.stringify(payload)).toEqual(before);
        expectWholeOrder(order.id);
        answered.set(route.url, (answered.get(route.url) ?? new Set()).add(Math.floor(res.statusCode / 100)));
      }),
      { numRuns: 250 },
    );
    // Each route both moved orders and refused, so both kinds of answer left whole orders behind.
    for (const { url } of RIDER_ROUTES) expect(answered.get(url), url).toEqual(new Set([2, 4]));
  }, 60_000);

  it("the kitchen's ticks and recalls, mixed: real orders in every status, their lines, others' and any value", async () => {
    const customer = await createUser(t.app);
    const dish = createProduct(t.app);
    const cook = await signedIn('WORKER');
    // Orders out or delivered went with a rider.
    const rider = await createUser(t.app, { role: 'DELIVERY_MAN' });
    const elsewhere = createOrder(t.app, {
      customerId: customer.id,
      status: 'PREPARING',
      lines: [{ product: dish, quantity: 1 }],
    });
    const [otherLine] = t.app.db.select().from(orderLines).where(eq(orderLines.orderId, elsewhere.id)).all();

    const mostly = <T>(valid: fc.Arbitrary<T>, ...others: fc.Arbitrary<T>[]) =>
      fc.oneof({ weight: 3 * others.length, arbitrary: valid }, ...others);
    type Pick = (orderId: number, lineIds: number[]) => unknown;
    const anyValue = fc.oneof(fc.integer(), wrongType).map<Pick>((value) => () => value);
    const orderId = mostly(
      fc.constantFrom<Pick>(
        (id) => id,
        (id) => String(id),
      ),
      fc.constant<Pick>(() => elsewhere.id),
      anyValue,
    );
    const lineId = mostly(
      fc.constantFrom<Pick>(
        (_, lines) => lines[0],
        (_, lines) => lines.at(-1),
        (_, lines) => String(lines[0]),
      ),
      fc.constant<Pick>(() => otherLine!.id),
      anyValue,
    );
    const run = fc.constantFrom(...KITCHEN_ROUTES).chain((route) =>
      fc.record({
        route: fc.constant(route),
        status: mostly(fc.constantFrom(...route.from), fc.constantFrom(...ORDER_STATUSES)),
        // How long ago the order was moved along: a recall is for the last half minute only.
        secondsAgo: fc.constantFrom(0, 0, 5, 45, 2 * 60 * 60),
        orderId: fc.option(orderId, { nil: undefined, freq: 10 }),
        lineId: fc.option(lineId, { nil: undefined, freq: 10 }),
        done: mostly<unknown>(fc.boolean(), wrongType, fc.constant(undefined)),
      }),
    );
    const stateOf = (id: number) => ({
      order: t.app.db.select().from(orders).where(eq(orders.id, id)).get(),
      events: orderEventsOf(t.app, id),
      lines: t.app.db.select().from(orderLines).where(eq(orderLines.orderId, id)).all(),
    });
    const answered = new Map<string, Set<number>>();

    await fc.assert(
      fc.asyncProperty(run, async ({ route, status, secondsAgo, orderId: pickOrder, lineId: pickLine, done }) => {
        const order = createOrder(t.app, {
          customerId: customer.id,
          status,
          riderId: rider.id,
          at: Date.now() - secondsAgo * 1000,
          lines: [
            { product: dish, quantity: 2 },
            { product: dish, quantity: 1 },
          ],
        });
        const lines = t.app.db
          .select()
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id))
          .all()
          .map((line) => line.id);
        const payload = {
          ...(pickOrder ? { orderId: pickOrder(order.id, lines) } : {}),
          ...(pickLine ? { lineId: pickLine(order.id, lines) } : {}),
          ...(done === undefined ? {} : { done }),
        };
        expectWholeOrder(order.id);
        const before = [stateOf(order.id), stateOf(elsewhere.id)];
        const res = await expectSafe({ method: 'POST', url: route.url, payload, headers: cook });
        if (res.statusCode >= 400)
          expect([stateOf(order.id), stateOf(elsewhere.id)], JSON.stringify(payload)).toEqual(before);
        expectWholeOrder(order.id);
        // Ticks only ever land on lines of an order in the Queue or on the stove.
        for (const line of stateOf(order.id).lines)
          if (line.doneAt !== null) expect(['PROCESSING', 'PREPARING']).toContain(stateOf(order.id).order!.status);
        answered.set(route.url, (answered.get(route.url) ?? new Set()).add(Math.floor(res.statusCode / 100)));
      }),
      { numRuns: 150 },
    );
    // Each route both did its work and refused, so both kinds of answer left whole orders behind.
    for (const { url } of KITCHEN_ROUTES) expect(answered.get(url), url).toEqual(new Set([2, 4]));
  }, 60_000);

  describe('multipart product forms with missing, extra and broken parts', () => {
    const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const part = fc.oneof(
      fc.constant({ name: 'image', file: true, data: PNG }),
      fc.constant({ name: 'image', file: false, data: Buffer.from('not a file') }),
      fc.string({ maxLength: 50 }).map((text) => ({ name: 'image', file: true, data: Buffer.from(text) })),
      fc.jsonValue().map((value) => ({ name: 'product', file: false, data: Buffer.from(JSON.stringify(value)) })),
      fc.constant({ name: 'product', file: true, data: Buffer.from('{"__proto__":{"polluted":"yes"}}') }),
      fc.constant({ name: 'product', file: false, data: Buffer.from('[['.repeat(5000)) }),
      fc.constant({ name: 'product', file: false, data: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]) }),
      fc.string({ maxLength: 10 }).map((name) => ({ name, file: false, data: Buffer.from('x') })),
    );
    const form = fc.record({
      parts: fc.array(part, { maxLength: 3 }),
      boundary: fc.constantFrom('forkcast', 'other'),
      truncate: fc.boolean(),
    });

    it.each(['/api/product/create', '/api/product/update'])('%s', async (url) => {
      const headers = await signedIn('ADMIN');
      await fc.assert(
        fc.asyncProperty(form, async ({ parts, boundary, truncate }) => {
          const chunks = parts.flatMap((p) => [
            Buffer.from(
              `--forkcast\r\nContent-Disposition: form-data; name="${p.name.replace(/["\r\n]/g, '')}"` +
                (p.file ? '; filename="x.png"\r\nContent-Type: image/png' : '') +
                '\r\n\r\n',
            ),
            p.data,
            Buffer.from('\r\n'),
          ]);
          const payload = Buffer.concat([...chunks, Buffer.from(truncate ? '--forkc' : '--forkcast--\r\n')]);
          await expectSafe({
            method: 'POST',
            url,
            payload,
            headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
          });
        }),
        { numRuns: 40 },
      );
    });
  });

  it('leaves the process answering, the database intact and Object.prototype clean', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    expect(t.app.sqlite.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(t.app.sqlite.pragma('foreign_key_check')).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('the deliberate body limits', () => {
  const login = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextAddress(),
    });
  const nested = (depth: number) => `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it(`parses ${MAX_JSON_DEPTH} levels and refuses one more with a 400 saying so`, async () => {
    // At the limit the body is parsed and reaches validation (which names the field); one deeper it never does.
    const atLimit = await login(nested(MAX_JSON_DEPTH - 1));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().fields).toHaveProperty('email');
    const over = await login(nested(MAX_JSON_DEPTH));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: TOO_DEEP });
  });

  it('counts brackets inside strings as text, not nesting', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{' }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'a\\"[[[[' }), 2)).toBe(false);
    expect(nestsDeeperThan('[[[]]]', 2)).toBe(true);
  });

  it('refuses prototype keys with a 400 instead of dropping them', async () => {
    for (const poison of ['{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}']) {
      const res = await login(poison);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it(`answers a body over ${BODY_LIMIT_BYTES} bytes with 413`, async () => {
    const res = await login(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(BODY_LIMIT_BYTES) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large.');
  });
});
