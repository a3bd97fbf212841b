import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses } from '../../drizzle/schema.ts';
import { SAVED_ADDRESSES_MAX, type SavedAddress } from '../../shared/saved-addresses.ts';
import { createOrder, createProduct, createUser, orderRequest, sessionToken } from '../../tests/factories.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { islamabadPlaces } from '../demo/islamabad-places.ts';

let t: TestApp;
let dish: ReturnType<typeof createProduct>;
beforeAll(async () => {
  t = await createTestApp();
  t.app.delivery.savePlaces(islamabadPlaces());
  dish = createProduct(t.app, { name: 'Chicken Karahi', price: 12.5 });
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof createUser>>;

function as(person: Person) {
  const headers = { authorization: `Bearer ${sessionToken(t.app, person)}` };
  return {
    get: (url: string) => t.app.inject({ url: `/api${url}`, headers }),
    post: (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload }),
  };
}

const home = {
  label: 'Home',
  address: 'House 12, Street 7, F-8/3',
  sector: 'F-8',
  latitude: 33.6844,
  longitude: 73.0479,
  deliveryNote: 'Green gate',
};
const work = {
  ...home,
  label: 'Work',
  address: 'Office 4, Blue Area',
  sector: 'F-6',
  latitude: 33.72,
  longitude: 73.07,
  deliveryNote: '',
};

const memoryOf = async (person: Person) => {
  const res = await as(person).get('/account/addresses');
  expect(res.statusCode).toBe(200);
  return res.json().data as { addresses: SavedAddress[]; lastUsedId: number | null; paymentMethod: string | null };
};

describe('saved addresses', () => {
  it('saves, lists newest first, and replaces the address of a label already in use', async () => {
    const customer = await createUser(t.app);
    const saved = await as(customer).post('/account/addresses/save', home);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Home is saved.', data: { ...home, id: expect.any(Number) } });
    await as(customer).post('/account/addresses/save', work);

    const moved = await as(customer).post('/account/addresses/save', {
      ...home,
      label: 'home',
      address: 'House 3, Street 1, G-9/2',
      sector: 'G-9',
    });
    expect(moved.json().data.id).toBe(saved.json().data.id);

    const { addresses } = await memoryOf(customer);
    expect(addresses.map((a) => [a.label, a.address])).toEqual([
      ['home', 'House 3, Street 1, G-9/2'],
      ['Work', 'Office 4, Blue Area'],
    ]);
  });

  it('opens checkout with the address and payment method of the last order', async () => {
    const customer = await createUser(t.app);
    await as(customer).post('/account/addresses/save', home);
    const office = (await as(customer).post('/account/addresses/save', work)).json().data as SavedAddress;
    expect(await memoryOf(customer)).toMatchObject({ lastUsedId: null, paymentMethod: null });

    const placed = await as(customer).post('/order/create', {
      ...orderRequest(dish.id),
      paymentMethod: 'CARD',
      address: office.address,
      sector: office.sector,
      latitude: office.latitude,
      longitude: office.longitude,
    });
    expect(placed.statusCode).toBe(201);
    expect(await memoryOf(customer)).toMatchObject({ lastUsedId: office.id, paymentMethod: 'CARD' });

    // An order to an address that was never saved: no saved address is "last used", the payment method still is.
    createOrder(t.app, { customerId: customer.id, status: 'DELIVERED', lines: [{ product: dish, quantity: 1 }] });
    expect(await memoryOf(customer)).toMatchObject({ lastUsedId: null, paymentMethod: 'CASH' });
  });

  it('edits and deletes only the caller’s own addresses', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const id = (await as(owner).post('/account/addresses/save', home)).json().data.id as number;

    const theirs = await as(other).post('/account/addresses/update', { ...work, id });
    expect(theirs.statusCode).toBe(404);
    expect((await as(other).post('/account/addresses/delete', { id })).statusCode).toBe(404);
    expect((await memoryOf(owner)).addresses[0]).toMatchObject(home);

    const edited = await as(owner).post('/account/addresses/update', { ...work, id });
    expect(edited.json().data).toMatchObject({ id, label: 'Work', address: work.address });
    const deleted = await as(owner).post('/account/addresses/delete', { id });
    expect(deleted.json()).toEqual({ message: 'The address is deleted.' });
    expect((await memoryOf(owner)).addresses).toEqual([]);
  });

  it('refuses a second address under a label another one has when editing', async () => {
    const customer = await createUser(t.app);
    await as(customer).post('/account/addresses/save', home);
    const id = (await as(customer).post('/account/addresses/save', work)).json().data.id as number;
    const clash = await as(customer).post('/account/addresses/update', { ...work, id, label: 'HOME' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('You already have an address called "HOME".');
  });

  it(`keeps at most ${SAVED_ADDRESSES_MAX} addresses`, async () => {
    const customer = await createUser(t.app);
    for (let i = 1; i <= SAVED_ADDRESSES_MAX; i++) {
      expect((await as(customer).post('/account/addresses/save', { ...home, label: `Place ${i}` })).statusCode).toBe(
        200,
      );
    }
    const extra = await as(customer).post('/account/addresses/save', { ...home, label: 'One more' });
    expect(extra.statusCode).toBe(409);
    expect(extra.json().message).toMatch(/up to 10 addresses/);
    // Replacing one by its label is still allowed.
    expect((await as(customer).post('/account/addresses/save', { ...home, label: 'Place 3' })).statusCode).toBe(200);
  });

  it.each([
    [{ ...home, label: '' }, 'Give the address a name'],
    [{ ...home, label: 'x'.repeat(31) }, 'at most 30'],
    [{ ...home, label: '!!' }, 'label must contain a letter or a digit'],
    [{ ...home, address: 'abc' }, 'at least 5'],
    [{ ...home, latitude: 91 }, 'latitude must be between -90 and 90'],
    [{ ...home, longitude: 'east' }, 'longitude must be a number'],
    [{ ...home, deliveryNote: 'x'.repeat(201) }, 'at most 200'],
  ])('answers %o with a 400 that says what is wrong', async (payload, message) => {
    const customer = await createUser(t.app);
    const res = await as(customer).post('/account/addresses/save', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('goes with the account when it is deleted', async () => {
    const customer = await createUser(t.app);
    await as(customer).post('/account/addresses/save', home);
    const res = await as(customer).post('/account/delete', { password: customer.password });
    expect(res.statusCode).toBe(200);
    expect(t.app.db.select().from(customerAddresses).where(eq(customerAddresses.userId, customer.id)).all()).toEqual(
      [],
    );
  });
});
