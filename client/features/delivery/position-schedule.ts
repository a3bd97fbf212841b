/** When a rider's phone sends its position: the pure part of use-share-position.ts, testable without a browser. */
import { POSITION_INTERVAL_MS, type RiderPositionBody } from '../../../shared/staff-orders.ts';

/**
 * A fix older than this is not sent again: the phone has lost its position (a tunnel, a basement), and repeating the
 * old one would show the customer the rider standing where they no longer are.
 */
export const FIX_FRESH_MS = 2 * POSITION_INTERVAL_MS;

/** The largest accuracy the server takes, in metres; a worse one still places the rider in the right town. */
const ACCURACY_MAX_M = 100_000;

/** The phone's latest reading, and when it arrived. */
export interface Fix {
  body: RiderPositionBody;
  at: number;
}

export interface SendState {
  fix: Fix | null;
  /** When the last send started; null before the first. */
  lastSentAt: number | null;
  /** A send is waiting for the server's answer. */
  sending: boolean;
}

/**
 * How long to wait before sending the latest fix, in milliseconds (0: now), or null when there is nothing to send.
 * The first fix goes at once; after that one a period at most, however often the phone reports, always the newest
 * fix. A send that failed counts too: the next try waits its turn rather than hammering the server.
 */
export function nextSendIn({ fix, lastSentAt, sending }: SendState, now: number): number | null {
  if (sending || !fix || now - fix.at > FIX_FRESH_MS) return null;
  if (lastSentAt === null) return 0;
  return Math.max(0, lastSentAt + POSITION_INTERVAL_MS - now);
}

/** What the server is sent of a browser reading: the point, and its accuracy in whole metres. */
export function positionBody(
  coords: Pick<GeolocationCoordinates, 'latitude' | 'longitude' | 'accuracy'>,
): RiderPositionBody {
  const { latitude, longitude, accuracy } = coords;
  return Number.isFinite(accuracy)
    ? { latitude, longitude, accuracy: Math.min(Math.round(accuracy), ACCURACY_MAX_M) }
    : { latitude, longitude };
}

/** "just now", "12 s ago", "3 min ago": how long ago the last position reached the restaurant. */
export function sentAgo(sentAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - sentAt) / 1000));
  if (seconds < 2) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  return `${Math.floor(seconds / 60)} min ago`;
}
