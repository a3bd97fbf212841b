/**
 * Text that people read is stored without the characters that show nothing or change how the rest shows (control,
 * format, default-ignorable and TAG characters, line and paragraph separators): they could make a name, an address or
 * a reason show something other than what it holds ("House 12" read as "21 esuoH"), or nothing at all. What is left
 * of a short text must hold a letter or a digit (shared/plain-text.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, orderEvents, orders, users } from '../../drizzle/schema.ts';
import { withoutInvisibles } from '../../shared/plain-text.ts';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Right-to-left override, pop, zero-width space and joiner, word joiner, byte-order mark, isolates, and the ones an
 * outside review found kept: NEL, the soft hyphen, the Mongolian vowel separator, the Hangul filler, TAG characters
 * and the line and paragraph separators.
 */
const HIDDEN = [
  '\u202E',
  '\u202C',
  '\u200B',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u2067',
  '\u2069',
  '\u0085',
  '\u00AD',
  '\u180E',
  '\u3164',
  '\u{E0020}',
  '\u{E0041}',
  '\u{E007F}',
  '\u2028',
  '\u2029',
];
const sprinkle = (text: string) => [...text].map((c, i) => c + (HIDDEN[i % HIDDEN.length] ?? '')).join('');

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('invisible characters', () => {
  it('are taken out of text and nothing else is', () => {
    expect(withoutInvisibles(sprinkle('House 12, Street 7'))).toBe('House 12, Street 7');
    expect(withoutInvisibles('علی خان · Zoë 😀')).toBe('علی خان · Zoë 😀');
  });

  it('make no name, address or reason on their own, nor does punctuation', async () => {
    const customer = await createUser(t.app);
    const dish = createProduct(t.app, { name: 'Haleem', price: 6 });
    const nothing = HIDDEN.join('');
    for (const name of [nothing, `${nothing}-- .`]) {
      const signUp = await post('/register/create-account', {
        email: `blank-${Date.now()}-${name.length}@example.com`,
        password: 'pass-word-123',
        name,
        phone: '923001234567',
      });
      expect(signUp.statusCode).toBe(400);
      expect(signUp.json().fields).toHaveProperty('name');
      const placed = await post(
        '/order/create',
        {
          latitude: 33.7,
          longitude: 73.05,
          address: `${name}${name}${name}`,
          paymentMethod: 'CASH',
          lineItems: [{ productId: dish.id, quantity: 1 }],
          sector: 'F-8',
        },
        sessionToken(t.app, customer),
      );
      expect(placed.statusCode).toBe(400);
      expect(placed.json().fields).toHaveProperty('address');
    }
  });

  it('never reach a stored name, address, failed-delivery reason or feedback', async () => {
    const email = `hidden-${Date.now()}@example.com`;
    const signUp = await post('/register/create-account', {
      email,
      password: 'pass-word-123',
      name: sprinkle('Ayesha Khan'),
      phone: '923001234567',
    });
    expect(signUp.statusCode).toBe(200);
    expect(t.app.db.select().from(users).where(eq(users.email, email)).get()!.name).toBe('Ayesha Khan');

    const customer = await createUser(t.app);
    const dish = createProduct(t.app, { name: 'Daal Chawal', price: 4 });
    const placed = await post(
      '/order/create',
      {
        latitude: 33.7,
        longitude: 73.05,
        address: sprinkle('House 12, Street 7, F-8/3'),
        paymentMethod: 'CASH',
        lineItems: [{ productId: dish.id, quantity: 1 }],
        sector: 'F-8',
      },
      sessionToken(t.app, customer),
    );
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.orderId as number;
    expect(t.app.db.select().from(orders).where(eq(orders.id, orderId)).get()!.address).toBe(
      'House 12, Street 7, F-8/3',
    );

    const rider = await createUser(t.app, { role: 'DELIVERY_MAN' });
    const out = createOrder(t.app, {
      customerId: customer.id,
      status: 'COMPLETED',
      lines: [{ product: dish, quantity: 1 }],
    });
    const failed = await post(
      '/order/deliver-failed',
      { orderId: out.id, reason: sprinkle('Gate locked, phone off') },
      sessionToken(t.app, rider),
    );
    expect(failed.statusCode).toBe(200);
    const event = t.app.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, out.id))
      .orderBy(orderEvents.id)
      .all()
      .at(-1)!;
    expect(event.reason).toBe('Gate locked, phone off');

    const eaten = createOrder(t.app, {
      customerId: customer.id,
      status: 'DELIVERED',
      lines: [{ product: dish, quantity: 1 }],
    });
    const said = await post(
      '/feedback/order',
      { order_id: eaten.id, content: sprinkle('Lovely daal, thank you') },
      sessionToken(t.app, customer),
    );
    expect(said.statusCode).toBe(200);
    expect(t.app.db.select().from(feedback).where(eq(feedback.orderId, eaten.id)).get()!.content).toBe(
      'Lovely daal, thank you',
    );
  });
});
