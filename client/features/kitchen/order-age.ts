import type { AgeThresholds } from './kitchen-api.ts';

export type Urgency = 'ok' | 'amber' | 'red';

/** Whole minutes since the customer confirmed the order (never negative, whatever the clocks say). */
export function ageMinutes(confirmedAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(confirmedAt)) / 60_000));
}

/** Amber from `amberMinutes`, red from `redMinutes`. */
export function urgencyOf(minutes: number, thresholds: AgeThresholds): Urgency {
  if (minutes >= thresholds.redMinutes) return 'red';
  if (minutes >= thresholds.amberMinutes) return 'amber';
  return 'ok';
}
