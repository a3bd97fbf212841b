/**
 * The authorization matrix (issue 7, section 1): every route Fastify knows, called as every kind of caller, real or
 * forged, with a request that would succeed for an allowed caller. A route added without a row here fails the test,
 * so nobody ships an endpoint whose guard was never thought about. Then object- and field-level checks, and the same
 * matrix for the Socket.IO handshake and its rooms.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createSigner } from 'fast-jwt';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, customerAddresses, feedback, orderLines, orders, users } from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/events.ts';
import type { OrderStatus } from '../../shared/order-status.ts';
import { createOptionGroup, createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { png } from '../../tests/images.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../tests/test-app.ts';
import { createTokenService, SESSION_TTL_MS, type TokenClaims } from '../auth/tokens.ts';
import { recordEvent } from '../orders/order-events.ts';
import { pastOrdersOf, trackedOrdersOf } from '../../tests/answers.ts';

type Person = Awaited<ReturnType<typeof createUser>>;

/** A group a request can make, change or remove: each call its own. */
const newOptionGroup = () => ({
  name: `Extras ${randomBytes(4).toString('hex')}`,
  min: 0,
  max: 2,
  choices: [
    { name: 'Extra cheese', price: 1.25 },
    { name: 'Jalapeños', price: 0.75 },
  ],
});
const savedHome = {
  label: 'Home',
  address: 'House 12, Street 7, F-8/3',
  sector: '',
  latitude: 33.6844,
  longitude: 73.0479,
};
/** A saved address of the caller's own, each call its own. */
const savedAddressOf = (caller: Person) =>
  t.app.db
    .insert(customerAddresses)
    .values({ ...savedHome, userId: caller.id, label: `Flat ${randomBytes(3).toString('hex')}` })
    .returning()
    .get().id;
/** A category of its own, with no dish in it. */
const newCategory = () =>
  t.app.db
    .insert(categories)
    .values({ name: `Category ${randomBytes(4).toString('hex')}`, position: 99 })
    .returning()
    .get().id;

interface Identity {
  name: string;
  /** The role the server must see; undefined when the caller must count as not signed in. */
  role: Role | undefined;
  /** Whom the request claims to come from: request bodies are built for them. */
  person: Person;
  /** A fresh credential for each request, so the logout row ends only its own session. */
  token(): string | undefined;
}

type Request = Pick<InjectOptions, 'url' | 'payload' | 'headers'>;
type Method = 'GET' | 'HEAD' | 'POST' | 'OPTIONS';

interface Row {
  method: Exclude<Method, 'HEAD'>;
  /** The URL pattern exactly as Fastify lists it. */
  route: string;
  allowed: 'everyone' | readonly Role[];
  /** What an allowed caller gets. */
  status: number;
  /** A request an allowed caller would make; by default the route's URL with no body. */
  request?: (caller: Person) => Request | Promise<Request>;
  /** The route ends the caller's account: each real caller is a fresh account of their role, so the others stay. */
  endsAccount?: true;
}

let t: TestApp;
let dish: ReturnType<typeof createProduct>;
let customerA: Person;
let customerB: Person;
let worker: Person;
let rider: Person;
let admin: Person;
let identities: Identity[];

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const bearer = (token: string | undefined): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** Claims for a new session of `person`, opened now or at `openedAt`, as the token service signs them. */
function openSession(person: Person, openedAt?: number): TokenClaims {
  return { userId: person.id, role: person.role, sessionId: t.app.sessions.open(person.id, openedAt).id };
}

/** The same claims as a token's payload carries them, for tokens forged by hand. */
const payloadOf = (claims: TokenClaims) => ({ sub: String(claims.userId), role: claims.role, sid: claims.sessionId });

beforeAll(async () => {
  t = await createTestApp();
  dish = createProduct(t.app, { name: 'Chicken Karahi', price: 12.5 });
  [customerA, customerB, worker, rider, admin] = await Promise.all([
    createUser(t.app, { role: 'CUSTOMER', name: 'Customer A' }),
    createUser(t.app, { role: 'CUSTOMER', name: 'Customer B' }),
    createUser(t.app, { role: 'WORKER' }),
    createUser(t.app, { role: 'DELIVERY_MAN' }),
    createUser(t.app, { role: 'ADMIN' }),
  ]);
  // Deactivated behind its sessions' back: only the users.deactivatedAt check can stop its open session.
  const deactivated = await createUser(t.app, { role: 'WORKER' });
  t.app.db.update(users).set({ deactivatedAt: Date.now() }).where(eq(users.id, deactivated.id)).run();

  const fresh = (person: Person) => () => sessionToken(t.app, person);
  const anotherServer = createTokenService('another-secret-that-is-also-long-enough-for-hs256');
  // Signed with our secret, but it expired a minute ago.
  const expiredSigner = createSigner({
    key: TEST_SECRET,
    algorithm: 'HS256',
    expiresIn: 60_000,
    clockTimestamp: Date.now() - 2 * 60_000,
  });
  const real = (name: string, person: Person): Identity => ({ name, role: person.role, person, token: fresh(person) });
  const refused = (name: string, person: Person, token: () => string | undefined): Identity => ({
    name,
    role: undefined,
    person,
    token,
  });
  // The expired and forged tokens name the admin and, except the expired session, an open session of theirs: only
  // the expiry, signature or algorithm can give them away.
  identities = [
    refused('anonymous', customerA, () => undefined),
    real('customer A', customerA),
    real('customer B', customerB),
    real('worker', worker),
    real('delivery person', rider),
    real('admin', admin),
    refused('deactivated worker', deactivated, fresh(deactivated)),
    refused('expired session', admin, () =>
      t.app.tokens.sign(openSession(admin, Date.now() - SESSION_TTL_MS - 60_000)),
    ),
    refused('expired token', admin, () => expiredSigner(payloadOf(openSession(admin)))),
    refused('other secret', admin, () => anotherServer.sign(openSession(admin))),
    refused('alg none', admin, () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payloadOf(openSession(admin)))}.`),
    refused('role edited to ADMIN', customerA, () => {
      const [header, payload, signature] = sessionToken(t.app, customerA).split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
      return `${header}.${b64({ ...claims, role: 'ADMIN' })}.${signature}`;
    }),
  ];

  fs.mkdirSync(path.join(t.dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(t.dataDir, 'uploads', 'matrix.png'), png());
});
afterAll(() => t.close());

// ---- Builders for the state a valid request needs: every call gets its own, so no row depends on another. ----

let unique = 0;
const uniqueEmail = (what: string) => `${what}-${++unique}@matrix.example.com`;

/** Customer routes act on the caller's own orders; a caller that is no customer is given customer A's. */
const customerOf = (caller: Person) => (caller.role === 'CUSTOMER' ? caller : customerA);

const orderOf = (customer: Person, status: OrderStatus) =>
  createOrder(t.app, { customerId: customer.id, status, lines: [{ product: dish, quantity: 2 }] });
/** An order out with the matrix's rider, as if they had taken it. */
const riddenOrder = () =>
  createOrder(t.app, {
    customerId: customerA.id,
    status: 'OUT_FOR_DELIVERY',
    riderId: rider.id,
    lines: [{ product: dish, quantity: 1 }],
  });
const linesOf = (orderId: number) => t.app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).all();

/** An unconfirmed order of `customer` and the code that confirms it. */
function pendingOrder(customer: Person) {
  const order = orderOf(customer, 'UNCONFIRMED');
  const otp = t.app.codes.issue({ purpose: 'order', userId: customer.id, orderId: order.id });
  return { order, otp };
}

/** An unconfirmed order of `customer` and the token of its mail's button. */
function linkedOrder(customer: Person) {
  const order = orderOf(customer, 'UNCONFIRMED');
  const { link } = t.app.codes.issueWithLink({ purpose: 'order', userId: customer.id, orderId: order.id });
  return { orderId: order.id, token: link };
}

/**
 * A customer whose stored hash has a small N (passwords.ts's format; verifyPassword reads the cost from the hash),
 * so a dozen logins take milliseconds instead of seconds of scrypt.
 */
async function memberWithCheapPassword(role: Role = 'CUSTOMER') {
  const member = await createUser(t.app, { role });
  const salt = randomBytes(16);
  const key = scryptSync(member.password.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 });
  const passwordHash = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
  t.app.db.update(users).set({ passwordHash }).where(eq(users.id, member.id)).run();
  return member;
}

/** An order of `customer` that a rider brought back: the kitchen prepares it again. */
function returnedOrder(customer: Person) {
  const order = orderOf(customer, 'COMPLETED');
  t.app.db.update(orders).set({ status: 'PREPARING' }).where(eq(orders.id, order.id)).run();
  // A rider's return always says why: without a reason, the same move is the kitchen's recall.
  recordEvent(t.app.db, {
    orderId: order.id,
    from: 'COMPLETED',
    to: 'PREPARING',
    actorId: rider.id,
    at: Date.now(),
    reason: 'Nobody at the door',
  });
  return order;
}

function feedbackOn(customer: Person) {
  const order = orderOf(customer, 'DELIVERED');
  const row = t.app.db
    .insert(feedback)
    .values({ orderId: order.id, customerId: customer.id, content: 'Lovely, thank you.', emotion: 'joy' })
    .returning()
    .get();
  return { order, feedback: row };
}

const placeOrder = () => ({
  latitude: 33.7,
  longitude: 73.05,
  address: 'House 9, Street 4, G-9/2',
  paymentMethod: 'CASH',
  lineItems: [{ productId: dish.id, quantity: 2 }],
  sector: 'G-9',
});

/** A multipart body built the way a browser's FormData is sent. */
async function multipart(form: FormData): Promise<Request> {
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

const newProduct = {
  name: 'Saffron Kheer',
  category: 'Desserts',
  price: 4.5,
  emotion: 'joy',
  description: 'Slow-cooked rice pudding with saffron.',
  type: 'veg',
};

const staff = (type: 'WORKER' | 'DELIVERY_MAN') => ({
  position: type === 'WORKER' ? 'Cook' : 'Rider',
  salary: 60_000,
  type,
  ...(type === 'DELIVERY_MAN' ? { vehicle: 'Honda CD-70' } : {}),
});

// ---- The table. ----

const CUSTOMER = ['CUSTOMER'] as const;
const WORKER = ['WORKER'] as const;
const RIDER = ['DELIVERY_MAN'] as const;
const ADMIN = ['ADMIN'] as const;
const SIGNED_IN = ['CUSTOMER', 'WORKER', 'DELIVERY_MAN', 'ADMIN'] as const;

const adminInsight = (route: string): Row => ({ method: 'GET', route, allowed: ADMIN, status: 200 });
const docs = (route: string, status = 200): Row => ({ method: 'GET', route, allowed: 'everyone', status });

const TABLE: Row[] = [
  // API documentation (swagger-ui): public by design, it only describes the API.
  docs('/api/docs'),
  docs('/api/docs/'),
  docs('/api/docs/json'),
  docs('/api/docs/yaml'),
  // Swagger UI sends its own index page's visitors to /api/docs/.
  docs('/api/docs/static/index.html', 302),
  docs('/api/docs/static/swagger-initializer.js'),
  { ...docs('/api/docs/static/*'), request: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  // Uploaded pictures: public, the menu shows them to visitors.
  {
    method: 'GET',
    route: '/uploads/*',
    allowed: 'everyone',
    status: 200,
    request: () => ({ url: '/uploads/matrix.png' }),
  },
  // The installable app's manifest: the browser fetches it before anyone signs in.
  {
    method: 'GET',
    route: '/manifest.webmanifest',
    allowed: 'everyone',
    status: 200,
    request: () => ({ url: '/manifest.webmanifest' }),
  },

  // CORS preflight: answers everyone; whether the browser may then read the answer is the CORS plugin's business.
  {
    method: 'OPTIONS',
    route: '*',
    allowed: 'everyone',
    status: 204,
    request: () => ({
      url: '/api/order/create',
      headers: { origin: t.config.publicUrl, 'access-control-request-method': 'POST' },
    }),
  },

  { method: 'GET', route: '/api/config', allowed: 'everyone', status: 200 },
  { method: 'GET', route: '/api/health', allowed: 'everyone', status: 200 },
  { method: 'GET', route: '/api/health/ready', allowed: 'everyone', status: 200 },
  { method: 'GET', route: '/api/products/get/all', allowed: 'everyone', status: 200 },
  {
    method: 'GET',
    route: '/api/product/get/:id',
    allowed: 'everyone',
    status: 200,
    request: () => ({ url: `/api/product/get/${dish.id}` }),
  },

  {
    method: 'POST',
    route: '/api/register/create-account',
    allowed: 'everyone',
    status: 200,
    request: () => ({
      payload: { email: uniqueEmail('signup'), password: 'pass-word-123', name: 'Ali', phone: '923001234567' },
    }),
  },
  {
    method: 'POST',
    route: '/api/register/verify-otp',
    allowed: 'everyone',
    status: 200,
    request: async () => {
      const pending = await createUser(t.app, { email: uniqueEmail('pending'), verified: false });
      const otp = t.app.codes.issue({ purpose: 'signup', userId: pending.id });
      return { payload: { email: pending.email, otp } };
    },
  },
  {
    method: 'POST',
    route: '/api/register/resend-otp',
    allowed: 'everyone',
    status: 200,
    request: () => ({ payload: { email: uniqueEmail('resend') } }),
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    allowed: 'everyone',
    status: 200,
    // An account per call, so the per-account login limit never enters into it.
    request: async () => {
      const member = await memberWithCheapPassword();
      return { payload: { email: member.email, password: member.password } };
    },
  },
  // Logging out answers everyone the same; it ends the caller's session when there is one.
  { method: 'POST', route: '/api/auth/logout', allowed: 'everyone', status: 200 },
  {
    method: 'POST',
    route: '/api/auth/forgot-password',
    allowed: 'everyone',
    status: 200,
    request: () => ({ payload: { email: uniqueEmail('forgot') } }),
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    allowed: 'everyone',
    status: 200,
    request: async () => {
      const member = await memberWithCheapPassword();
      const otp = t.app.codes.issue({ purpose: 'password-reset', userId: member.id });
      return { payload: { email: member.email, otp, password: 'a-brand-new-secret-5' } };
    },
  },
  {
    method: 'POST',
    route: '/api/auth/change-password',
    allowed: SIGNED_IN,
    status: 200,
    // To the same password: the caller's later rows still sign in with it.
    request: (caller) => ({ payload: { currentPassword: caller.password, newPassword: caller.password } }),
  },
  { method: 'GET', route: '/api/auth/me', allowed: SIGNED_IN, status: 200 },
  { method: 'GET', route: '/api/account', allowed: CUSTOMER, status: 200 },
  {
    method: 'POST',
    route: '/api/account/update',
    allowed: CUSTOMER,
    status: 200,
    request: (caller) => ({ payload: { name: caller.name, phone: '923001234567' } }),
  },
  {
    method: 'POST',
    route: '/api/account/delete',
    allowed: CUSTOMER,
    status: 200,
    endsAccount: true,
    request: (caller) => ({ payload: { password: caller.password } }),
  },
  { method: 'GET', route: '/api/account/addresses', allowed: CUSTOMER, status: 200 },
  {
    method: 'POST',
    route: '/api/account/addresses/save',
    allowed: CUSTOMER,
    status: 200,
    request: () => ({ payload: { ...savedHome, label: `Home ${randomBytes(3).toString('hex')}` } }),
  },
  {
    method: 'POST',
    route: '/api/account/addresses/update',
    allowed: CUSTOMER,
    status: 200,
    request: (caller) => ({ payload: { ...savedHome, id: savedAddressOf(caller) } }),
  },
  {
    method: 'POST',
    route: '/api/account/addresses/delete',
    allowed: CUSTOMER,
    status: 200,
    request: (caller) => ({ payload: { id: savedAddressOf(caller) } }),
  },
  // Who is signed in: a guest gets { user: null }, never someone else's account.
  { method: 'GET', route: '/api/auth/session', allowed: 'everyone', status: 200 },

  {
    method: 'POST',
    route: '/api/recommendation/recommend',
    // Guests ask before signing in, and staff may try what customers see.
    allowed: 'everyone',
    status: 200,
    request: () => ({ payload: { text: 'something spicy for dinner', type: 'nutritional' } }),
  },
  { method: 'GET', route: '/api/recommendation/health', allowed: ADMIN, status: 200 },

  {
    method: 'POST',
    route: '/api/order/create',
    allowed: CUSTOMER,
    status: 201,
    request: () => ({ payload: placeOrder() }),
  },
  {
    method: 'POST',
    route: '/api/order/confirm',
    allowed: CUSTOMER,
    status: 200,
    request: (caller) => {
      const { order, otp } = pendingOrder(customerOf(caller));
      return { payload: { otp, orderId: order.id } };
    },
  },
  // The mail's button works on any device, signed in or not: holding the link is what counts.
  {
    method: 'POST',
    route: '/api/order/confirm-link',
    allowed: 'everyone',
    status: 200,
    request: (caller) => ({ payload: linkedOrder(customerOf(caller)) }),
  },
  {
    method: 'POST',
    route: '/api/order/resendOTP',
    allowed: CUSTOMER,
    status: 200,
    request: (caller) => ({ payload: { orderId: orderOf(customerOf(caller), 'UNCONFIRMED').id } }),
  },
  {
    method: 'POST',
    route: '/api/order/correct-address',
    allowed: CUSTOMER,
    status: 200,
    request: (caller) => {
      const { latitude, longitude, address, sector } = placeOrder();
      return { payload: { orderId: returnedOrder(customerOf(caller)).id, latitude, longitude, address, sector } };
    },
  },
  { method: 'GET', route: '/api/orders/track', allowed: CUSTOMER, status: 200 },
  { method: 'GET', route: '/api/orders/get-by-customer', allowed: CUSTOMER, status: 200 },
  {
    method: 'POST',
    route: '/api/feedback/order',
    allowed: CUSTOMER,
    status: 200,
    request: (caller) => {
      const order = orderOf(customerOf(caller), 'DELIVERED');
      const [line] = linesOf(order.id);
      return {
        payload: {
          order_id: order.id,
          content: 'Hot and on time.',
          stars: 5,
          dishes: [{ orderLineId: line!.id, liked: true }],
        },
      };
    },
  },

  {
    method: 'POST',
    route: '/api/order/cancel',
    allowed: CUSTOMER,
    status: 200,
    request: (caller) => ({ payload: { orderId: orderOf(customerOf(caller), 'PROCESSING').id } }),
  },
  {
    method: 'POST',
    route: '/api/order/admin-cancel',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: { orderId: orderOf(customerA, 'PREPARING').id, reason: 'The oven broke down' } }),
  },
  {
    method: 'GET',
    route: '/api/orders/admin/list',
    allowed: ADMIN,
    status: 200,
    request: () => ({ url: `/api/orders/admin/list?status=PREPARING&q=${encodeURIComponent(customerA.email)}` }),
  },
  {
    method: 'GET',
    route: '/api/orders/admin/:id',
    allowed: ADMIN,
    status: 200,
    request: () => ({ url: `/api/orders/admin/${orderOf(customerA, 'DELIVERED').id}` }),
  },

  { method: 'GET', route: '/api/orders/get-processing-and-prepared', allowed: WORKER, status: 200 },
  {
    method: 'POST',
    route: '/api/order/prepare',
    allowed: WORKER,
    status: 200,
    request: () => ({ payload: { orderId: orderOf(customerA, 'PROCESSING').id } }),
  },
  {
    method: 'POST',
    route: '/api/order/complete',
    allowed: WORKER,
    status: 200,
    request: () => ({ payload: { orderId: orderOf(customerA, 'PREPARING').id } }),
  },
  // Made by the factory a moment ago, an order in Preparing was just bumped there: within the recall's half minute.
  {
    method: 'POST',
    route: '/api/order/recall',
    allowed: WORKER,
    status: 200,
    request: () => ({ payload: { orderId: orderOf(customerA, 'PREPARING').id } }),
  },
  {
    method: 'POST',
    route: '/api/order/line-done',
    allowed: WORKER,
    status: 200,
    request: () => {
      const order = orderOf(customerA, 'PREPARING');
      return { payload: { orderId: order.id, lineId: linesOf(order.id)[0]!.id, done: true } };
    },
  },

  {
    method: 'GET',
    route: '/api/order/ticket/:id',
    allowed: ['WORKER', 'ADMIN'],
    status: 200,
    request: () => ({ url: `/api/order/ticket/${orderOf(customerA, 'PROCESSING').id}` }),
  },

  { method: 'POST', route: '/api/orders/get-prepared-orders', allowed: RIDER, status: 200 },
  { method: 'GET', route: '/api/orders/delivered-today', allowed: RIDER, status: 200 },
  {
    method: 'POST',
    route: '/api/order/delivered',
    allowed: RIDER,
    status: 200,
    request: () => ({ payload: { orderId: orderOf(customerA, 'COMPLETED').id } }),
  },
  {
    method: 'POST',
    route: '/api/order/deliver-failed',
    allowed: RIDER,
    status: 200,
    request: () => ({ payload: { orderId: orderOf(customerA, 'COMPLETED').id, reason: 'Nobody at the door' } }),
  },
  {
    method: 'POST',
    route: '/api/order/take',
    allowed: RIDER,
    status: 200,
    request: () => ({ payload: { orderId: orderOf(customerA, 'COMPLETED').id } }),
  },
  {
    method: 'POST',
    route: '/api/order/hand-back',
    allowed: RIDER,
    status: 200,
    request: () => ({ payload: { orderId: riddenOrder().id } }),
  },
  {
    method: 'POST',
    route: '/api/rider/position',
    allowed: RIDER,
    status: 200,
    request: () => {
      riddenOrder();
      return { payload: { latitude: 33.7, longitude: 73.05, accuracy: 12 } };
    },
  },
  { method: 'GET', route: '/api/riders', allowed: ADMIN, status: 200 },
  {
    method: 'POST',
    route: '/api/order/assign-rider',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: { orderId: orderOf(customerA, 'COMPLETED').id, riderId: rider.id } }),
  },

  {
    method: 'POST',
    route: '/api/product/create',
    allowed: ADMIN,
    status: 200,
    request: () => {
      const form = new FormData();
      form.append('product', JSON.stringify(newProduct));
      form.append('image', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'kheer.png');
      return multipart(form);
    },
  },
  {
    method: 'POST',
    route: '/api/product/update',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: { ...newProduct, productId: createProduct(t.app).id, price: 5 } }),
  },
  {
    method: 'POST',
    route: '/api/product/availability',
    allowed: ['WORKER', 'ADMIN'],
    status: 200,
    request: () => ({ payload: { productId: createProduct(t.app).id, availability: false } }),
  },
  {
    method: 'POST',
    route: '/api/product/delete',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: { productId: createProduct(t.app).id } }),
  },
  {
    method: 'POST',
    route: '/api/product/inferred-traits',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: { name: 'Chicken Karahi', ingredients: ['chicken'], tags: ['garlic-free'] } }),
  },

  { method: 'GET', route: '/api/option-groups', allowed: ADMIN, status: 200 },
  {
    method: 'POST',
    route: '/api/option-group/create',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: newOptionGroup() }),
  },
  {
    method: 'POST',
    route: '/api/option-group/update',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: { ...newOptionGroup(), id: createOptionGroup(t.app, newOptionGroup()).id } }),
  },
  {
    method: 'POST',
    route: '/api/option-group/delete',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: { id: createOptionGroup(t.app, newOptionGroup()).id } }),
  },
  {
    method: 'POST',
    route: '/api/option-choice/availability',
    allowed: ['WORKER', 'ADMIN'],
    status: 200,
    request: () => ({
      payload: { choiceId: createOptionGroup(t.app, newOptionGroup()).choices[0]!.id, availability: false },
    }),
  },
  { method: 'GET', route: '/api/categories', allowed: 'everyone', status: 200 },
  {
    method: 'POST',
    route: '/api/category/create',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: { name: `Category ${randomBytes(4).toString('hex')}` } }),
  },
  {
    method: 'POST',
    route: '/api/category/update',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: { id: newCategory(), name: `Renamed ${randomBytes(4).toString('hex')}` } }),
  },
  {
    method: 'POST',
    route: '/api/category/reorder',
    allowed: ADMIN,
    status: 200,
    request: () => ({
      payload: {
        ids: t.app.db
          .select()
          .from(categories)
          .all()
          .map((row) => row.id)
          .reverse(),
      },
    }),
  },
  {
    method: 'POST',
    route: '/api/category/delete',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: { id: newCategory() } }),
  },

  { method: 'GET', route: '/api/feedback/get/all', allowed: ADMIN, status: 200 },
  {
    method: 'POST',
    route: '/api/feedback/send/follow-up-email',
    allowed: ADMIN,
    status: 200,
    request: () => {
      const given = feedbackOn(customerA);
      return {
        payload: {
          customer_id: customerA.id,
          feedback_id: given.feedback.id,
          order_id: given.order.id,
          body: 'Thank you for your kind words.',
        },
      };
    },
  },

  adminInsight('/api/insights/get-revenue'),
  adminInsight('/api/insights/top-sold-items'),
  adminInsight('/api/insights/top-business-hours'),
  adminInsight('/api/insights/orders-by-sector'),
  adminInsight('/api/insights/kpis'),
  adminInsight('/api/insights/ticket-times'),

  { method: 'GET', route: '/api/workers/get/all', allowed: ADMIN, status: 200 },
  {
    method: 'POST',
    route: '/api/worker/create',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: { email: uniqueEmail('cook'), password: 'pass-word-123', ...staff('WORKER') } }),
  },
  {
    method: 'POST',
    route: '/api/worker/update',
    allowed: ADMIN,
    status: 200,
    request: async () => {
      const cook = await createUser(t.app, { role: 'WORKER' });
      return { payload: { workerId: cook.id, email: cook.email, ...staff('DELIVERY_MAN') } };
    },
  },
  {
    method: 'POST',
    route: '/api/worker/delete',
    allowed: ADMIN,
    status: 200,
    request: async () => ({ payload: { workerId: (await createUser(t.app, { role: 'WORKER' })).id } }),
  },

  { method: 'GET', route: '/api/restaurant/status', allowed: 'everyone', status: 200 },
  { method: 'GET', route: '/api/restaurant/profile', allowed: 'everyone', status: 200 },
  { method: 'GET', route: '/api/restaurant/setup', allowed: ADMIN, status: 200 },
  // Saved as they are: the matrix leaves the restaurant's zones and places as it found them.
  {
    method: 'POST',
    route: '/api/restaurant/zones',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: { zones: t.app.delivery.zones() } }),
  },
  {
    method: 'POST',
    route: '/api/restaurant/places',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: { places: t.app.delivery.places() } }),
  },
  {
    method: 'POST',
    route: '/api/restaurant/profile',
    allowed: ADMIN,
    status: 200,
    request: () => {
      const { logoUrl: _, ...profile } = t.app.restaurant.profile();
      return { payload: profile };
    },
  },
  {
    method: 'POST',
    route: '/api/restaurant/logo',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: png(32, 32), headers: { 'content-type': 'image/png' } }),
  },
  { method: 'POST', route: '/api/restaurant/logo/remove', allowed: ADMIN, status: 200 },
  { method: 'GET', route: '/api/restaurant/ordering', allowed: ADMIN, status: 200 },
  {
    method: 'POST',
    route: '/api/restaurant/ordering',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: t.app.restaurant.ordering() }),
  },
  { method: 'GET', route: '/api/restaurant/hours', allowed: ADMIN, status: 200 },
  {
    method: 'POST',
    route: '/api/restaurant/hours',
    allowed: ADMIN,
    status: 200,
    request: () => ({ payload: { ...t.app.restaurant.hours(), configuredTimeZone: undefined } }),
  },
  // The last rows: a pause would refuse the orders other rows place; the resume right after ends it.
  {
    method: 'POST',
    route: '/api/restaurant/pause',
    allowed: ['WORKER', 'ADMIN'],
    status: 200,
    request: () => ({ payload: { minutes: 15 } }),
  },
  { method: 'POST', route: '/api/restaurant/resume', allowed: ['WORKER', 'ADMIN'], status: 200 },
];

/** 401 for anyone not validly signed in, 403 for a real role the route is not for. */
function expectedStatus(row: Row, identity: Identity): number {
  if (row.allowed === 'everyone') return row.status;
  if (!identity.role) return 401;
  return row.allowed.includes(identity.role) ? row.status : 403;
}

async function call(row: Row, given: Identity, method: Method = row.method) {
  const identity = row.endsAccount && given.role ? await standIn(given) : given;
  const request = (await row.request?.(identity.person)) ?? {};
  return t.app.inject({
    method,
    url: request.url ?? row.route,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: { ...request.headers, ...bearer(identity.token()) },
  });
}

/** A fresh account with the identity's role, for a route that must not end the identity's own. */
async function standIn(identity: Identity): Promise<Identity> {
  const person = await memberWithCheapPassword(identity.role);
  return { ...identity, person, token: () => sessionToken(t.app, person) };
}

/**
 * Two calls at a time: sign-up hashes a password per call, and two hashes keep both cores busy while leaving the
 * thread pool free for the outbox's file writes (more at once starve them past the mail timeout).
 */
async function callAsEveryone(row: Row, method: Method = row.method) {
  const answers = [];
  for (let i = 0; i < identities.length; i += 2) {
    answers.push(...(await Promise.all(identities.slice(i, i + 2).map((who) => call(row, who, method)))));
  }
  return answers;
}

/**
 * Every route as Fastify's router holds it, as "METHOD /url". printRoutes draws a radix tree whose lines each add
 * a piece of URL to their parent's; rebuilding the URLs from it reads the router itself, not a copy of our table.
 */
function registeredRoutes(): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of t.app.printRoutes().split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const piece = match[2] === '(empty root node)' ? '' : match[2]!;
    const url = (prefixes[depth - 1] ?? '') + piece;
    prefixes[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${url}`);
  }
  return routes.sort();
}

describe('the route table', () => {
  it('has exactly one row for every route the server registers', () => {
    const registered = registeredRoutes();
    const rows = TABLE.map((row) => `${row.method} ${row.route}`);
    expect(new Set(rows).size).toBe(rows.length);
    expect(registered.filter((route) => !route.startsWith('HEAD ')).sort()).toEqual(rows.sort());
    // HEAD exists only as Fastify's automatic twin of a GET, behind the same guard (checked for each GET below).
    const heads = registered.filter((route) => route.startsWith('HEAD ')).map((route) => route.slice(5));
    const gets = registered.filter((route) => route.startsWith('GET ')).map((route) => route.slice(4));
    expect(heads).toEqual(gets);
  });
});

/** Values in the order of `identities`, named, so a failure shows who got what. */
const byIdentity = <T>(values: T[]) => Object.fromEntries(values.map((value, i) => [identities[i]!.name, value]));

describe.each(TABLE)('$method $route', (row) => {
  const expected = () => byIdentity(identities.map((who) => expectedStatus(row, who)));

  it('answers each identity exactly as the table says', async () => {
    const answers = await callAsEveryone(row);
    expect(byIdentity(answers.map((res) => res.statusCode))).toEqual(expected());
    for (const res of answers.filter((res) => res.statusCode === 401 || res.statusCode === 403)) {
      expect(typeof res.json().message).toBe('string');
    }
  });

  if (row.method === 'GET') {
    it('guards its HEAD twin the same way', async () => {
      const answers = await callAsEveryone(row, 'HEAD');
      expect(byIdentity(answers.map((res) => res.statusCode))).toEqual(expected());
    });
  }
});

// ---- Object level: customer B reaching for customer A's order, feedback or tracking. ----

const postAs = (person: Person, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: bearer(sessionToken(t.app, person)) });
const getAs = (person: Person, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(sessionToken(t.app, person)) });
const statusOf = (orderId: number) =>
  t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get()?.status;

describe("the kitchen's reach: tickets of orders beyond its board", () => {
  const ticketAs = (person: Person, orderId: number) => getAs(person, `/api/order/ticket/${orderId}`);
  const at = (status: OrderStatus, minutesAgo: number) =>
    createOrder(t.app, {
      customerId: customerA.id,
      status,
      at: Date.now() - minutesAgo * 60_000,
      lines: [{ product: dish, quantity: 1 }],
    });

  it('reads what is on its board, or was made ready or handed over in the last hour', async () => {
    for (const order of [at('PROCESSING', 600), at('PREPARING', 600), at('COMPLETED', 10), at('DELIVERED', 30)]) {
      expect((await ticketAs(worker, order.id)).statusCode, order.status).toBe(200);
    }
  });

  it('is told an older, unconfirmed or cancelled order does not exist, while the administrator reads it', async () => {
    for (const order of [at('DELIVERED', 24 * 60), at('COMPLETED', 70), at('UNCONFIRMED', 1), at('CANCELLED', 5)]) {
      const res = await ticketAs(worker, order.id);
      expect(res.statusCode, order.status).toBe(404);
      expect(res.json()).toEqual({ message: `There is no order #${order.id}.` });
      expect((await ticketAs(admin, order.id)).statusCode, order.status).toBe(200);
    }
  });
});

describe("customer B and customer A's order", () => {
  it("cannot confirm A's order, even with A's valid code", async () => {
    const { order, otp } = pendingOrder(customerA);
    const res = await postAs(customerB, '/api/order/confirm', { otp, orderId: order.id });
    expect(res.statusCode).toBe(404);
    // Without an orderId the code applies to B's own latest pending order, of which there is none.
    expect((await postAs(customerB, '/api/order/confirm', { otp })).statusCode).toBe(400);
    expect(statusOf(order.id)).toBe('UNCONFIRMED');
    // The code was not spent on B's attempt: A can still use it.
    expect((await postAs(customerA, '/api/order/confirm', { otp, orderId: order.id })).statusCode).toBe(200);
  });

  it("cannot cancel A's queued order", async () => {
    const order = orderOf(customerA, 'PROCESSING');
    expect((await postAs(customerB, '/api/order/cancel', { orderId: order.id })).statusCode).toBe(404);
    expect(statusOf(order.id)).toBe('PROCESSING');
  });

  it("cannot have A's code re-sent", async () => {
    const order = orderOf(customerA, 'UNCONFIRMED');
    expect((await postAs(customerB, '/api/order/resendOTP', { orderId: order.id })).statusCode).toBe(404);
  });

  it("cannot leave feedback on A's delivered order", async () => {
    const order = orderOf(customerA, 'DELIVERED');
    const res = await postAs(customerB, '/api/feedback/order', { order_id: order.id, content: 'Cold and late.' });
    expect(res.statusCode).toBe(404);
    const rated = await postAs(customerB, '/api/feedback/order', { order_id: order.id, stars: 1 });
    expect(rated.json()).toEqual(res.json());
    expect(t.app.db.select().from(feedback).where(eq(feedback.orderId, order.id)).all()).toEqual([]);
  });

  it("cannot put a thumb on a dish of A's order through a rating of B's own", async () => {
    const theirs = orderOf(customerA, 'DELIVERED');
    const mine = orderOf(customerB, 'DELIVERED');
    const res = await postAs(customerB, '/api/feedback/order', {
      order_id: mine.id,
      stars: 4,
      dishes: [{ orderLineId: linesOf(theirs.id)[0]!.id, liked: false }],
    });
    expect(res.statusCode).toBe(400);
    expect(t.app.db.select().from(feedback).where(eq(feedback.orderId, mine.id)).all()).toEqual([]);
  });

  it("never sees A's orders when tracking or listing past orders", async () => {
    const ofA = (['PROCESSING', 'PREPARING', 'COMPLETED', 'DELIVERED'] as const).map((s) => orderOf(customerA, s).id);
    const mine = orderOf(customerB, 'PREPARING').id;
    for (const [url, read] of [
      ['/api/orders/track', trackedOrdersOf],
      ['/api/orders/get-by-customer', pastOrdersOf],
    ] as const) {
      const ids = read(await getAs(customerB, url)).map((o) => o.order_id);
      expect(ids, url).toContain(mine);
      expect(
        ids.filter((id) => ofA.includes(id)),
        url,
      ).toEqual([]);
    }
  });
});

// ---- Field level: what a body may not decide. ----

describe('fields a caller cannot set', () => {
  it('places an order that is UNCONFIRMED, priced from the menu and owned by the caller, whatever the body says', async () => {
    const forged = {
      ...placeOrder(),
      lineItems: [{ productId: dish.id, quantity: 2, price: 0.01, unitPrice: 0.01, unitPriceCents: 1 }],
      id: 1,
      status: 'DELIVERED',
      order_status: 'DELIVERED',
      total: 0.01,
      totalCents: 1,
      total_price: 0.01,
      price: 0.01,
      customerId: customerB.id,
      customer_id: customerB.id,
      userId: customerB.id,
      confirmedAt: Date.now(),
    };
    const res = await postAs(customerA, '/api/order/create', forged);
    expect(res.statusCode).toBe(201);
    const { orderId, total } = res.json().data as { orderId: number; total: number };
    expect(total).toBe(25);
    const order = t.app.db.select().from(orders).where(eq(orders.id, orderId)).get()!;
    expect(order).toMatchObject({
      customerId: customerA.id,
      status: 'UNCONFIRMED',
      totalCents: 2500,
      confirmedAt: null,
    });
    const lines = t.app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).all();
    expect(lines).toMatchObject([{ productId: dish.id, unitPriceCents: 1250, quantity: 2 }]);
  });

  it('never makes an admin through the worker forms', async () => {
    const cook = await createUser(t.app, { role: 'WORKER' });
    const update = { workerId: cook.id, email: cook.email, ...staff('WORKER') };
    const roleOf = (id: number) =>
      t.app.db.select({ role: users.role }).from(users).where(eq(users.id, id)).get()?.role;

    expect((await postAs(admin, '/api/worker/update', { ...update, type: 'ADMIN' })).statusCode).toBe(400);
    // `role` is the spec's client's name for the type: "ADMIN" beside another type is refused as a contradiction.
    expect((await postAs(admin, '/api/worker/update', { ...update, role: 'ADMIN' })).statusCode).toBe(400);
    expect(roleOf(cook.id)).toBe('WORKER');
    const created = await postAs(admin, '/api/worker/create', {
      email: uniqueEmail('boss'),
      password: 'pass-word-123',
      ...staff('WORKER'),
      type: 'ADMIN',
    });
    expect(created.statusCode).toBe(400);
    // Nor can an admin or a customer be edited through the worker form.
    for (const someone of [admin, customerA]) {
      const res = await postAs(admin, '/api/worker/update', { ...update, workerId: someone.id, email: someone.email });
      expect(res.statusCode).toBe(404);
      expect(roleOf(someone.id)).toBe(someone.role);
    }
  });
});

// ---- The Socket.IO handshake and its rooms. ----

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

describe('the Socket.IO handshake', () => {
  let url: string;
  const open: Client[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => open.forEach((socket) => socket.disconnect()));

  /** A client that records the order events it hears, and whether it got in. */
  function listen(identity: Identity) {
    const token = identity.token();
    const socket: Client = connect(url, {
      auth: token ? { token } : {},
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    open.push(socket);
    const heard: string[] = [];
    let menuChanges = 0;
    socket.on('order.confirmed', (e) => heard.push(`order.confirmed #${e.orderId}`));
    socket.on('order.status', (e) => heard.push(`order.status #${e.orderId} ${e.from}→${e.to}`));
    socket.on('kitchen.lines', (e) => heard.push(`kitchen.lines #${e.orderId}`));
    socket.on('menu.changed', () => (menuChanges += 1));
    const accepted = new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('connect_error', () => resolve(false));
    });
    return { identity, heard, accepted, menuChanges: () => menuChanges };
  }

  it('lets in exactly the validly signed-in identities', async () => {
    const clients = identities.map(listen);
    const accepted = await Promise.all(clients.map((c) => c.accepted));
    expect(byIdentity(accepted)).toEqual(byIdentity(identities.map((who) => who.role !== undefined)));
  });

  it('gives each role only the events of its own room', async () => {
    const clients = identities.filter((who) => who.role).map(listen);
    expect(await Promise.all(clients.map((c) => c.accepted))).toEqual(clients.map(() => true));

    const { order, otp } = pendingOrder(customerA);
    const id = order.id;
    expect((await postAs(customerA, '/api/order/confirm', { otp, orderId: id })).statusCode).toBe(200);
    expect((await postAs(worker, '/api/order/prepare', { orderId: id })).statusCode).toBe(200);
    const lineDone = { orderId: id, lineId: linesOf(id)[0]!.id, done: true };
    expect((await postAs(worker, '/api/order/line-done', lineDone)).statusCode).toBe(200);
    expect((await postAs(worker, '/api/order/complete', { orderId: id })).statusCode).toBe(200);
    expect((await postAs(worker, '/api/order/recall', { orderId: id })).statusCode).toBe(200);
    // Broadcast to everyone after the moves: a client that has it has heard everything sent to it before.
    t.app.realtime.menuChanged();
    await until(() => clients.every((c) => c.menuChanges() > 0));

    const confirmed = `order.confirmed #${id}`;
    const [started, ready, recalled] = [
      `order.status #${id} PROCESSING→PREPARING`,
      `order.status #${id} PREPARING→COMPLETED`,
      `order.status #${id} COMPLETED→PREPARING`,
    ];
    const heard = Object.fromEntries(clients.map((c) => [c.identity.name, c.heard]));
    expect(heard).toEqual({
      'customer A': [`order.status #${id} UNCONFIRMED→PROCESSING`, started, ready, recalled],
      'customer B': [],
      // Line ticks are the kitchen's alone.
      worker: [confirmed, started, `kitchen.lines #${id}`, ready, recalled],
      // On the riders' shelf, and off it again.
      'delivery person': [ready, recalled],
      admin: [confirmed, started, ready, recalled],
    });
  });
});

async function until(check: () => boolean, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the sockets');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
