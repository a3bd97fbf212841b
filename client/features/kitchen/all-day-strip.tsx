import { useMemo } from 'react';
import type { KitchenBoard } from '../../../shared/staff-orders.ts';
import { allDayCounts } from './all-day.ts';
import './all-day-strip.css';

/**
 * The "All day" strip over the board: "6 × Chicken Biryani · 4 × Zinger", every dish still to cook across the Queue
 * and Preparing, most first. One row, read from the stove on a wall screen (at most two lines there, the fewest
 * cut off last), and one line to swipe sideways on a phone, so it never pushes the tickets down the screen.
 */
export function AllDayStrip({ board }: { board: KitchenBoard }) {
  const counts = useMemo(() => allDayCounts(board), [board]);
  return (
    <section className="all-day-strip" aria-label="All day">
      <h2 className="all-day-strip__title">All day</h2>
      {counts.length === 0 ? (
        <p className="all-day-strip__empty">Nothing open.</p>
      ) : (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
        <ul className="all-day-strip__items" tabIndex={0}>
          {counts.map((count, index) => (
            <li key={count.name} className="all-day-strip__item">
              <span className="all-day-strip__dish">
                <strong className="all-day-strip__quantity">{count.quantity}</strong> × {count.name}
              </span>
              {index < counts.length - 1 && (
                <span className="all-day-strip__separator" aria-hidden="true">
                  {'\u00a0·'}{' '}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
