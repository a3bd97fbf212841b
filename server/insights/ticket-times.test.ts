/**
 * GET /api/insights/ticket-times on hand-built tickets in Karachi (UTC+5), with the kitchen's red threshold at 25
 * minutes. Today's tickets against the same weekday in the 4 weeks before, pooled. Who may read it: insights.test.ts
 * and the authorization matrix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightTicketTimesAnswer } from '../../shared/insights.ts';
import { createOrder, createProduct, createUser, sessionToken } from '../../tests/factories.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { recordEvent } from '../orders/order-events.ts';
import { addDays } from './restaurant-clock.ts';

const MINUTE = 60_000;

let t: TestApp;
let headers: Record<string, string>;
let customerId: number;
let dish: ReturnType<typeof createProduct>;
beforeAll(async () => {
  t = await createTestApp({ env: { KITCHEN_RED_MINUTES: '25' } });
  headers = { authorization: `Bearer ${sessionToken(t.app, await createUser(t.app, { role: 'ADMIN' }))}` };
  customerId = (await createUser(t.app)).id;
  dish = createProduct(t.app, { name: 'Karahi' });
});
afterAll(() => t.close());

const todayInKarachi = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(Date.now());
/** Karachi wall-clock time on the day `days` after today, e.g. (−7, "19:30"), as an instant. */
const karachi = (days: number, time: string) => Date.parse(`${addDays(todayInKarachi(), days)}T${time}:00+05:00`);

/** An order confirmed at `confirmedAt` and made ready `minutes` later (null: still in the kitchen). */
function ticket(confirmedAt: number, minutes: number | null) {
  const { id: orderId } = createOrder(t.app, {
    customerId,
    status: 'PROCESSING',
    lines: [{ product: dish, quantity: 1 }],
    at: confirmedAt,
  });
  recordEvent(t.app.db, { orderId, from: 'PROCESSING', to: 'PREPARING', actorId: null, at: confirmedAt + MINUTE });
  if (minutes !== null) {
    const at = confirmedAt + minutes * MINUTE;
    recordEvent(t.app.db, { orderId, from: 'PREPARING', to: 'COMPLETED', actorId: null, at });
  }
  return orderId;
}

async function ticketTimes() {
  const res = await t.app.inject({ url: '/api/insights/ticket-times', headers });
  expect(res.statusCode).toBe(200);
  return insightTicketTimesAnswer.parse(res.json()).data;
}

describe('GET /api/insights/ticket-times', () => {
  it('says there are none before the first ticket', async () => {
    const none = { tickets: 0, averageMinutes: null, p90Minutes: null, lateTickets: 0 };
    expect(await ticketTimes()).toEqual({
      date: todayInKarachi(),
      timeZone: 'Asia/Karachi',
      redMinutes: 25,
      today: none,
      sameWeekdayBefore: { ...none, dates: [-7, -14, -21, -28].map((days) => addDays(todayInKarachi(), days)) },
    });
  });

  it('gives the average, the 90th percentile and the late tickets of today, against the same weekday before', async () => {
    // Today, on the restaurant's clock: 00:30 is still yesterday in UTC.
    ticket(karachi(0, '00:30'), 10);
    ticket(karachi(0, '12:00'), 14);
    ticket(karachi(0, '12:10'), 18);
    ticket(karachi(0, '13:00'), 24.9);
    // Red from 25 minutes, as the kitchen card turns.
    ticket(karachi(0, '13:05'), 25);
    ticket(karachi(0, '19:00'), 30);
    // Still at the stove: no ticket yet. Confirmed yesterday at 23:30, ready today: yesterday's.
    ticket(karachi(0, '20:00'), null);
    ticket(karachi(-1, '23:30'), 45);
    // A return to the kitchen does not make the first ticket longer.
    const returned = ticket(karachi(0, '14:00'), 12);
    recordEvent(t.app.db, {
      orderId: returned,
      from: 'COMPLETED',
      to: 'PREPARING',
      actorId: null,
      at: karachi(0, '15:00'),
    });
    recordEvent(t.app.db, {
      orderId: returned,
      from: 'PREPARING',
      to: 'COMPLETED',
      actorId: null,
      at: karachi(0, '15:30'),
    });

    // The same weekday 1, 2 and 4 weeks ago; not 5 weeks ago, nor the day before a week ago.
    ticket(karachi(-7, '12:00'), 12);
    ticket(karachi(-7, '23:59'), 16);
    ticket(karachi(-14, '19:00'), 20);
    ticket(karachi(-28, '00:00'), 40);
    ticket(karachi(-35, '12:00'), 90);
    ticket(karachi(-8, '12:00'), 90);

    const answer = await ticketTimes();
    // 10, 12, 14, 18, 24.9, 25, 30: 90% of 7 tickets is 6.3, so the 7th.
    expect(answer.today).toEqual({ tickets: 7, averageMinutes: 19.1, p90Minutes: 30, lateTickets: 2 });
    // 12, 16, 20, 40: the 4th.
    expect(answer.sameWeekdayBefore).toMatchObject({ tickets: 4, averageMinutes: 22, p90Minutes: 40, lateTickets: 1 });
  });
});
