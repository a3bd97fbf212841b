import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isTimeZone,
  localDate,
  offsetPeriods,
  startOfLocalDay,
  utcOffset,
} from './restaurant-clock.ts';

const at = (iso: string) => Date.parse(iso);

describe('restaurant clock', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('Asia/Karachi')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+05:00 or so')).toBe(false);
  });

  it('puts 00:30 in Karachi on the local day although UTC is still on the day before', () => {
    expect(localDate(at('2025-03-10T19:30:00Z'), 'Asia/Karachi')).toBe('2025-03-11');
    expect(localDate(at('2025-03-10T18:30:00Z'), 'Asia/Karachi')).toBe('2025-03-10');
    expect(startOfLocalDay('2025-03-11', 'Asia/Karachi')).toBe(at('2025-03-10T19:00:00Z'));
  });

  it('follows daylight saving: local midnights and offsets on both sides of the change', () => {
    expect(startOfLocalDay('2025-03-09', 'America/New_York')).toBe(at('2025-03-09T05:00:00Z'));
    expect(startOfLocalDay('2025-03-10', 'America/New_York')).toBe(at('2025-03-10T04:00:00Z'));
    expect(utcOffset(at('2025-03-08T12:00:00Z'), 'America/New_York')).toBe(-5 * 3_600_000);
    expect(offsetPeriods(at('2025-03-01T00:00:00Z'), at('2025-03-20T00:00:00Z'), 'America/New_York')).toEqual([
      { from: at('2025-03-01T00:00:00Z'), offset: -5 * 3_600_000 },
      { from: at('2025-03-09T07:00:00Z'), offset: -4 * 3_600_000 },
    ]);
    expect(offsetPeriods(at('2025-03-01T00:00:00Z'), at('2025-03-20T00:00:00Z'), 'Asia/Kathmandu')).toEqual([
      { from: at('2025-03-01T00:00:00Z'), offset: 5.75 * 3_600_000 },
    ]);
  });

  it('counts calendar days across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2024-12-31', '2025-01-30')).toBe(30);
  });
});
