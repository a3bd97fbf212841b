/** Whether the restaurant takes orders at an instant, in its own time zone, and what customers are told. */
import { describe, expect, it } from 'vitest';
import { AROUND_THE_CLOCK, openingHoursBody, type OpeningHours, type WeeklyHours } from '../../shared/opening-hours.ts';
import { openingStatus } from './opening-status.ts';

const KARACHI = 'Asia/Karachi';
/** An instant given as the restaurant's wall-clock time (Karachi is UTC+5 all year). */
const at = (local: string) => Date.parse(`${local}+05:00`);

const closedAllWeek: WeeklyHours = {
  monday: [],
  tuesday: [],
  wednesday: [],
  thursday: [],
  friday: [],
  saturday: [],
  sunday: [],
};
const evenings: WeeklyHours = {
  ...closedAllWeek,
  // 2026-11-23 is a Monday.
  monday: [{ opens: '17:00', closes: '23:00' }],
  tuesday: [
    { opens: '12:00', closes: '15:00' },
    { opens: '18:00', closes: '02:00' },
  ],
  friday: [{ opens: '12:00', closes: '24:00' }],
  saturday: [{ opens: '00:00', closes: '03:00' }],
};
const hours = (weekly: WeeklyHours, closedDates: string[] = [], timeZone = KARACHI): OpeningHours => ({
  timeZone,
  weekly,
  closedDates,
});

describe('open or closed by the weekly hours', () => {
  it.each([
    ['2026-11-23T16:59:00', 'closed', 'Closed, opens today at 17:00.'],
    ['2026-11-23T17:00:00', 'open', null],
    ['2026-11-23T22:59:59', 'open', null],
    ['2026-11-23T23:00:00', 'closed', 'Closed, opens tomorrow at 12:00.'],
    ['2026-11-24T15:30:00', 'closed', 'Closed, opens today at 18:00.'],
    // Tuesday's evening runs past midnight into Wednesday.
    ['2026-11-25T01:59:00', 'open', null],
    ['2026-11-25T02:00:00', 'closed', 'Closed, opens Friday at 12:00.'],
    // Friday to 24:00 and Saturday from 00:00 are one evening.
    ['2026-11-27T23:59:00', 'open', null],
    ['2026-11-28T02:30:00', 'open', null],
    ['2026-11-28T03:00:00', 'closed', 'Closed, opens Monday at 17:00.'],
  ])('at %s it is %s', (local, state, message) => {
    const status = openingStatus(hours(evenings), null, at(local));
    expect(status.state).toBe(state);
    expect(status.acceptingOrders).toBe(state === 'open');
    expect(status.message).toBe(message);
  });

  it('says when it opens and when the status next changes', () => {
    const closed = openingStatus(hours(evenings), null, at('2026-11-23T10:00:00'));
    expect(closed.opensAt).toBe(new Date(at('2026-11-23T17:00:00')).toISOString());
    expect(closed.nextChangeAt).toBe(closed.opensAt);

    const open = openingStatus(hours(evenings), null, at('2026-11-24T20:00:00'));
    expect(open.nextChangeAt).toBe(new Date(at('2026-11-25T02:00:00')).toISOString());

    // "tomorrow" becomes "today" at the restaurant's midnight, before it opens.
    const lateNight = openingStatus(hours(evenings), null, at('2026-11-23T23:30:00'));
    expect(lateNight.nextChangeAt).toBe(new Date(at('2026-11-24T00:00:00')).toISOString());
  });

  it('follows the time zone it is given', () => {
    // 17:30 in Karachi is 12:30 UTC: open for a Karachi restaurant, not yet for one in London.
    const instant = at('2026-11-23T17:30:00');
    expect(openingStatus(hours(evenings), null, instant).state).toBe('open');
    expect(openingStatus(hours(evenings, [], 'Europe/London'), null, instant).state).toBe('closed');
  });

  it('is open around the clock until hours are set, with no closing time to announce', () => {
    const status = openingStatus(hours(AROUND_THE_CLOCK), null, at('2026-11-23T04:00:00'));
    expect(status).toMatchObject({ state: 'open', acceptingOrders: true, nextChangeAt: null });
  });

  it('is closed until further notice with no hours at all', () => {
    const status = openingStatus(hours(closedAllWeek), null, at('2026-11-23T12:00:00'));
    expect(status).toMatchObject({ state: 'closed', message: 'Closed until further notice.', opensAt: null });
  });
});

describe('closed dates', () => {
  it('skip the spans that begin on them, and name the next opening', () => {
    const status = openingStatus(hours(evenings, ['2026-11-23']), null, at('2026-11-23T18:00:00'));
    expect(status.state).toBe('closed');
    expect(status.message).toBe('Closed, opens tomorrow at 12:00.');
  });

  it('let an evening that began the night before end as planned', () => {
    const status = openingStatus(hours(evenings, ['2026-11-25']), null, at('2026-11-25T01:00:00'));
    expect(status.state).toBe('open');
  });

  it('push the next opening past a week to its date', () => {
    const status = openingStatus(
      hours(evenings, ['2026-11-27', '2026-11-28', '2026-11-30', '2026-12-01']),
      null,
      at('2026-11-25T03:00:00'),
    );
    expect(status.message).toBe('Closed, opens on 2026-12-04 at 12:00.');
  });
});

describe('a pause', () => {
  it('stops orders while open, counting down its minutes', () => {
    const now = at('2026-11-24T19:00:00');
    const status = openingStatus(hours(evenings), { until: now + 20 * 60_000 }, now);
    expect(status).toMatchObject({
      state: 'paused',
      acceptingOrders: false,
      message: 'Not taking orders for the next 20 minutes.',
      pausedUntil: new Date(now + 20 * 60_000).toISOString(),
      nextChangeAt: new Date(now + 20 * 60_000).toISOString(),
    });
  });

  it('lasts until resumed when it has no end', () => {
    const status = openingStatus(hours(evenings), { until: null }, at('2026-11-24T19:00:00'));
    expect(status.message).toBe('Not taking new orders right now.');
    expect(status.nextChangeAt).toBe(new Date(at('2026-11-25T02:00:00')).toISOString());
  });

  it('is over once its end has passed', () => {
    const now = at('2026-11-24T19:00:00');
    expect(openingStatus(hours(evenings), { until: now - 1 }, now).state).toBe('open');
  });

  it('gives way to the closed message outside opening hours', () => {
    const now = at('2026-11-24T16:00:00');
    expect(openingStatus(hours(evenings), { until: null }, now).message).toBe('Closed, opens today at 18:00.');
  });
});

describe('what the administrator may save', () => {
  const body = (weekly: Partial<WeeklyHours>) => ({
    timeZone: KARACHI,
    weekly: { ...closedAllWeek, ...weekly },
    closedDates: [],
  });
  const problems = (input: unknown) => {
    const result = openingHoursBody.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('takes evening spans past midnight, 24:00 closings, and sorts and dedupes closed dates', () => {
    expect(problems(body(evenings))).toEqual([]);
    const parsed = openingHoursBody.parse({ ...body({}), closedDates: ['2026-12-31', '2026-12-25', '2026-12-31'] });
    expect(parsed.closedDates).toEqual(['2026-12-25', '2026-12-31']);
  });

  it.each([
    [{ monday: [{ opens: '5pm', closes: '23:00' }] }, 'Times are written HH:MM, from 00:00 to 24:00.'],
    [{ monday: [{ opens: '17:00', closes: '17:00' }] }, 'A span must close at a different time than it opens.'],
    [{ monday: [{ opens: '24:00', closes: '02:00' }] }, 'A span cannot open at 24:00; open at 00:00 instead.'],
    [
      {
        monday: [
          { opens: '12:00', closes: '15:00' },
          { opens: '14:00', closes: '16:00' },
        ],
      },
      'Monday: its spans overlap each other.',
    ],
    [
      { monday: [{ opens: '18:00', closes: '03:00' }], tuesday: [{ opens: '02:00', closes: '05:00' }] },
      "Tuesday: its spans overlap Monday's.",
    ],
    [
      { sunday: [{ opens: '20:00', closes: '04:00' }], monday: [{ opens: '03:00', closes: '05:00' }] },
      "Sunday: its spans overlap Monday's.",
    ],
  ])('refuses %j', (weekly, message) => {
    expect(problems(body(weekly as Partial<WeeklyHours>))).toContain(message);
  });

  it('refuses an unknown time zone and dates that do not exist', () => {
    expect(problems({ ...body({}), timeZone: 'Mars/Olympus' })).toContain(
      'timeZone: not a time zone we know; use a name such as Asia/Karachi.',
    );
    expect(problems({ ...body({}), closedDates: ['2026-02-30'] })).toContain('That date does not exist.');
  });
});
