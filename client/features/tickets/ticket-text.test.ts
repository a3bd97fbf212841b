import { describe, expect, it } from 'vitest';
import { dialable, paymentLine, restaurantTime } from './ticket-text.ts';

describe('the words of a ticket', () => {
  it("writes times on the restaurant's clock, whatever the zone of the machine printing it", () => {
    // 09:05 UTC is 14:05 in Karachi (UTC+5) and 05:05 in New York (daylight saving time, UTC-4, since 9 March).
    expect(restaurantTime('2025-03-12T09:05:00Z', 'Asia/Karachi')).toMatch(/\b(14:05|2:05\sPM)/);
    expect(restaurantTime('2025-03-12T09:05:00Z', 'America/New_York')).toMatch(/\b(05:05|5:05\sAM)/);
    // Late evening in UTC is already the next day in Karachi.
    expect(restaurantTime('2025-03-12T20:30:00Z', 'Asia/Karachi')).toMatch(/\b13\b/);
  });

  it('tells the rider to collect cash, or to charge the card, with the amount', () => {
    expect(paymentLine({ paymentMethod: 'CASH', total: 29 })).toBe('Cash on delivery: collect $29.00 cash');
    expect(paymentLine({ paymentMethod: 'CARD', total: 12.5 })).toBe('Card on delivery: charge $12.50 on the terminal');
  });

  it('writes the phone number as it is dialled', () => {
    expect(dialable('923001234567')).toBe('+923001234567');
    expect(dialable('+92 300 1234567')).toBe('+923001234567');
  });
});
