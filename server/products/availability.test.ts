/**
 * POST /api/product/availability: the kitchen's sold out and back on. Only availability changes, open menus are
 * told, the assistant stops recommending the dish, and an order holding it is refused naming it until it is back.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../drizzle/schema.ts';
import type { Role } from '../../shared/constants.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/events.ts';
import { createProduct, createUser, sessionToken, orderRequest } from '../../tests/factories.ts';
import { expectChangedMenu, fetchMenu } from '../../tests/menu-requests.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

let t: TestApp;
let cook: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  cook = await headersFor('WORKER');
});
afterAll(() => t.close());

async function headersFor(role: Role) {
  return { authorization: `Bearer ${sessionToken(t.app, await createUser(t.app, { role }))}` };
}

const setAvailability = (payload: unknown, headers: Record<string, string> = cook) =>
  t.app.inject({ method: 'POST', url: '/api/product/availability', payload: payload as object, headers });

const row = (id: number) => t.app.db.select().from(products).where(eq(products.id, id)).get()!;

describe('POST /api/product/availability', () => {
  it('lets a cook mark a dish sold out and back on, naming it, and changes nothing else', async () => {
    const fish = createProduct(t.app, { name: 'Lahori Fried Fish', price: 11 });
    const before = row(fish.id);

    const off = await setAvailability({ productId: fish.id, availability: false, price: 0.01, name: 'Free fish' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      message: 'Lahori Fried Fish is sold out.',
      data: { productId: fish.id, name: 'Lahori Fried Fish', availability: false },
    });
    const after = row(fish.id);
    expect(after.available).toBe(false);
    expect({ ...after, available: true, updatedAt: 0 }).toEqual({ ...before, updatedAt: 0 });

    const on = await setAvailability({ productId: String(fish.id), availability: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().message).toBe('Lahori Fried Fish is back on the menu.');
    expect(row(fish.id).available).toBe(true);
  });

  it('is for the kitchen and the admin only', async () => {
    const dish = createProduct(t.app);
    const payload = { productId: dish.id, availability: false };
    expect((await setAvailability(payload, {})).statusCode).toBe(401);
    expect((await setAvailability(payload, await headersFor('CUSTOMER'))).statusCode).toBe(403);
    expect((await setAvailability(payload, await headersFor('DELIVERY_MAN'))).statusCode).toBe(403);
    expect(row(dish.id).available).toBe(true);
    expect((await setAvailability(payload, await headersFor('ADMIN'))).statusCode).toBe(200);
    expect(row(dish.id).available).toBe(false);
  });

  it('answers unknown and deleted dishes with 404, and bad bodies with 400 naming the field', async () => {
    const retired = createProduct(t.app, { deleted: true });
    expect((await setAvailability({ productId: retired.id, availability: false })).statusCode).toBe(404);
    expect((await setAvailability({ productId: 987_654, availability: false })).json()).toEqual({
      message: 'No such product.',
    });
    const dish = createProduct(t.app);
    for (const [payload, field] of [
      [{ availability: false }, 'productId'],
      [{ productId: dish.id }, 'availability'],
      [{ productId: dish.id, availability: 'no' }, 'availability'],
      [{ productId: -1, availability: false }, 'productId'],
      [{ productId: 1.5, availability: false }, 'productId'],
    ] as const) {
      const res = await setAvailability(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect(row(dish.id).available).toBe(true);
  });

  it('tells open menus at once, and the menu read afterwards shows the dish sold out', async () => {
    const dish = createProduct(t.app, { name: 'Seekh Kebab' });
    const { etag } = await fetchMenu(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const customer = await createUser(t.app);
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(`http://127.0.0.1:${port}`, {
      auth: { token: sessionToken(t.app, customer) },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const heard = new Promise((resolve) => socket.once('menu.changed', resolve));
      expect((await setAvailability({ productId: dish.id, availability: false })).statusCode).toBe(200);
      await heard;
    } finally {
      socket.disconnect();
    }
    const { list } = await expectChangedMenu(t.app, etag);
    expect(list.find((product) => product.id === dish.id)?.availability).toBe(false);
  });

  it('keeps a sold-out dish out of the assistant’s answers', async () => {
    const soup = createProduct(t.app, { name: 'Vegan Lentil Soup', type: 'vegan', tags: ['lunch', 'hot'] });
    const customer = await headersFor('CUSTOMER');
    const ask = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/recommendation/recommend',
        payload: { text: 'a vegan soup' },
        headers: customer,
      });
      expect(res.statusCode).toBe(200);
      return (res.json().data as { name: string }[]).map((product) => product.name);
    };
    expect(await ask()).toContain(soup.name);
    await setAvailability({ productId: soup.id, availability: false });
    expect(await ask()).not.toContain(soup.name);
  });
});

describe('an order holding a sold-out dish', () => {
  it('is refused with a 409 naming every sold-out dish, with their ids, and goes through once they are removed', async () => {
    const fish = createProduct(t.app, { name: 'Lahori Fried Fish' });
    const naan = createProduct(t.app, { name: 'Garlic Naan' });
    const lassi = createProduct(t.app, { name: 'Sweet Lassi' });
    const customer = await headersFor('CUSTOMER');
    const place = (ids: number[]) =>
      t.app.inject({ method: 'POST', url: '/api/order/create', payload: orderRequest(...ids), headers: customer });
    const ordersBefore = t.app.db.select().from(orders).all().length;

    await setAvailability({ productId: fish.id, availability: false });
    const one = await place([fish.id, lassi.id]);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toMatchObject({
      message: 'Lahori Fried Fish is sold out. Remove it from your cart to order.',
      productIds: [fish.id],
    });

    await setAvailability({ productId: naan.id, availability: false });
    const two = await place([fish.id, naan.id, lassi.id]);
    expect(two.statusCode).toBe(409);
    expect(two.json()).toMatchObject({
      message: 'Lahori Fried Fish and Garlic Naan are sold out. Remove them from your cart to order.',
      productIds: [fish.id, naan.id],
    });
    expect(t.app.db.select().from(orders).all()).toHaveLength(ordersBefore);

    expect((await place([lassi.id])).statusCode).toBe(201);
    await setAvailability({ productId: fish.id, availability: true });
    expect((await place([fish.id])).statusCode).toBe(201);
  });
});
