import { describe, expect, it } from 'vitest';
import { POSITION_INTERVAL_MS } from '../../../shared/staff-orders.ts';
import { FIX_FRESH_MS, nextSendIn, positionBody, sentAgo, type Fix } from './position-schedule.ts';

const fixAt = (at: number, latitude = 33.68): Fix => ({ body: { latitude, longitude: 73.04 }, at });

describe('nextSendIn', () => {
  it('sends the first fix at once', () => {
    expect(nextSendIn({ fix: fixAt(1000), lastSentAt: null, sending: false }, 1000)).toBe(0);
  });

  it('has nothing to send before the first fix, or while a send waits for its answer', () => {
    expect(nextSendIn({ fix: null, lastSentAt: null, sending: false }, 1000)).toBeNull();
    expect(nextSendIn({ fix: fixAt(1000), lastSentAt: 1000, sending: true }, 2000)).toBeNull();
  });

  it('waits out the rest of the period after a send, however new the fix', () => {
    expect(nextSendIn({ fix: fixAt(6000), lastSentAt: 1000, sending: false }, 6000)).toBe(POSITION_INTERVAL_MS - 5000);
    expect(nextSendIn({ fix: fixAt(40_000), lastSentAt: 1000, sending: false }, 40_000)).toBe(0);
  });

  it('does not repeat a fix the phone has not renewed for a while', () => {
    const old = fixAt(1000);
    expect(nextSendIn({ fix: old, lastSentAt: 1000, sending: false }, 1000 + FIX_FRESH_MS)).toBe(0);
    expect(nextSendIn({ fix: old, lastSentAt: 1000, sending: false }, 1001 + FIX_FRESH_MS)).toBeNull();
  });

  it('over a minute of fixes every second, sends at most once a period, always the newest fix', () => {
    const state = { fix: null as Fix | null, lastSentAt: null as number | null, sending: false };
    const sent: { at: number; latitude: number }[] = [];
    let due: number | null = null;
    for (let now = 500; now <= 60_500; now += 100) {
      if (now % 1000 === 500) {
        // A new fix each second, a little further north each time.
        state.fix = fixAt(now, 33 + now / 1_000_000);
        const wait = nextSendIn(state, now);
        due = wait === null ? null : now + wait;
      }
      if (due !== null && now >= due && state.fix) {
        sent.push({ at: now, latitude: state.fix.body.latitude });
        state.lastSentAt = now;
        const wait = nextSendIn(state, now);
        due = wait === null ? null : now + wait;
      }
    }
    expect(sent.map((send) => send.at)).toEqual([500, 15_500, 30_500, 45_500, 60_500]);
    expect(sent.map((send) => send.latitude)).toEqual(sent.map((send) => 33 + send.at / 1_000_000));
    for (let index = 1; index < sent.length; index += 1) {
      expect(sent[index]!.at - sent[index - 1]!.at).toBeGreaterThanOrEqual(POSITION_INTERVAL_MS);
    }
  });
});

describe('positionBody', () => {
  it('sends the point with its accuracy in whole metres, capped where the server stops', () => {
    expect(positionBody({ latitude: 33.6, longitude: 73.1, accuracy: 12.6 })).toEqual({
      latitude: 33.6,
      longitude: 73.1,
      accuracy: 13,
    });
    expect(positionBody({ latitude: 33.6, longitude: 73.1, accuracy: 250_000 }).accuracy).toBe(100_000);
  });

  it('leaves out an accuracy the browser could not give', () => {
    expect(positionBody({ latitude: 33.6, longitude: 73.1, accuracy: Number.NaN })).toEqual({
      latitude: 33.6,
      longitude: 73.1,
    });
  });
});

describe('sentAgo', () => {
  it('counts seconds, then minutes', () => {
    expect(sentAgo(10_000, 10_500)).toBe('just now');
    expect(sentAgo(10_000, 22_000)).toBe('12 s ago');
    expect(sentAgo(10_000, 69_999)).toBe('59 s ago');
    expect(sentAgo(10_000, 190_000)).toBe('3 min ago');
  });
});
