/** Nothing secret reaches a log line: codes, tokens, passwords and card numbers, on the paths that handle them. */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFromFragment } from '../../shared/order-confirmation.ts';
import { createProduct } from '../../tests/factories.ts';
import { scrubbedLog } from '../../tests/log-lines.ts';
import { latestCode, mailsTo } from '../../tests/outbox.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { scrubUrl } from './log-hygiene.ts';

const PASSWORD = 'log-hygiene-secret-pass';
const CARD = '4111111111111111';
const JWT_LIKE = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;
const CARD_LIKE = /(?<![\w@.])\d(?:[ -]?\d){12,18}(?![\w@])/;

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  t = await createTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: stream });
});
afterAll(() => t.close());

const logText = () => scrubbedLog(lines);

describe('the log of sign-up, login and ordering', () => {
  it('holds request ids and no password, code, token or card number', async () => {
    const email = 'log.hygiene@example.com';
    const post = async (url: string, payload: object, cookie?: string) => {
      const res = await t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: cookie ? { cookie } : {} });
      await t.mailed();
      return res;
    };

    expect(
      (await post('/register/create-account', { email, password: PASSWORD, name: 'Log Test', phone: '923001234567' }))
        .statusCode,
    ).toBe(200);
    const signupCode = latestCode(t.dataDir, email);
    expect(
      (await post('/register/verify-otp', { email, otp: String((Number(signupCode) + 1) % 1e6).padStart(6, '0') }))
        .statusCode,
    ).toBe(400);
    expect((await post('/register/verify-otp', { email, otp: signupCode })).statusCode).toBe(200);

    expect((await post('/auth/login', { email, password: `${PASSWORD}-wrong` })).statusCode).toBe(401);
    const login = await post('/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const token = login.json().data as string;
    const cookie = `forkcast_session=${token}`;

    const dish = createProduct(t.app, { name: 'Log Korma', price: 7 });
    const placed = {
      latitude: 33.6844,
      longitude: 73.0479,
      address: `Card ${CARD}, House 12`,
      paymentMethod: 'CARD',
      lineItems: [{ productId: dish.id, quantity: 1 }],
      sector: 'F-8',
    };
    const order = await post('/order/create', placed, cookie);
    expect(order.statusCode, order.body).toBe(201);
    const orderCode = latestCode(t.dataDir, email);
    const confirm = await post('/order/confirm', { otp: orderCode, orderId: order.json().data.orderId }, cookie);
    expect(confirm.statusCode, confirm.body).toBe(200);

    // The mail's button, tapped signed out, once with its token and once with a wrong one.
    const second = await post('/order/create', { ...placed, address: 'House 14, Street 7' }, cookie);
    const link = new URL(
      mailsTo(t.dataDir, email)
        .at(-1)!
        .text.match(/^http\S+confirm-order\S+$/m)![0],
    );
    const linkToken = tokenFromFragment(link.hash)!;
    const orderId = second.json().data.orderId as number;
    expect((await post('/order/confirm-link', { orderId, token: `${linkToken.slice(1)}x` })).statusCode).toBe(400);
    expect((await post('/order/confirm-link', { orderId, token: linkToken })).statusCode).toBe(200);
    await t.app.inject(`${link.pathname}?t=${linkToken}`);

    // Careless clients: secrets in the URL.
    await t.app.inject(`/api/auth/me?token=${token}&card=${CARD}&otp=${orderCode}`);
    await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

    const log = logText();
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.join('\n')).toMatch(/"reqId":"[0-9a-f-]{36}"/);
    expect(log).toContain('mail to log.hygiene@example.com');
    expect(log).toContain('/api/auth/me?token=[redacted]&card=[redacted]&otp=[redacted]');
    for (const secret of [PASSWORD, token, CARD, linkToken, linkToken.slice(1)]) expect(log).not.toContain(secret);
    for (const code of [signupCode, orderCode]) expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(log).not.toMatch(JWT_LIKE);
    expect(log).not.toMatch(CARD_LIKE);
  });
});

describe('scrubUrl', () => {
  it('blanks secret parameters, JWTs and card-like numbers, and keeps the rest', () => {
    expect(scrubUrl('/api/insights?from=2026-01-01&to=2026-01-31')).toBe('/api/insights?from=2026-01-01&to=2026-01-31');
    expect(scrubUrl('/x?otp=123456&code=9&password=p&token=t&page=2')).toBe(
      '/x?otp=[redacted]&code=[redacted]&password=[redacted]&token=[redacted]&page=2',
    );
    expect(scrubUrl('/confirm-order/7?t=abc_DEF-123&sort=new')).toBe('/confirm-order/7?t=[redacted]&sort=new');
    expect(scrubUrl('/x/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2ln')).toBe('/x/[redacted]');
    expect(scrubUrl('/x?n=4111%201111%201111%201111&m=4111-1111-1111-1111&id=12')).toBe(
      '/x?n=[redacted]&m=[redacted]&id=12',
    );
  });
});
