import { useDroppable } from '@dnd-kit/core';
import { useEffect, type ReactElement } from 'react';
import type { Column } from './board-state.ts';
import { useWallPages } from './use-wall-pages.ts';
import './kitchen-column.css';

interface KitchenColumnProps {
  column: Column;
  /** While a card is lifted: whether it may be dropped here (null when nothing is being dragged). */
  accepts: boolean | null;
  /** One list item a ticket, in the order they show. */
  tickets: readonly ReactElement[];
  /** Whether any ticket on a later page has not been acknowledged yet: the "+N more" flashes with it. */
  newLater?: (from: number) => boolean;
}

/**
 * One column of the board, a named region that takes the drops the state machine allows. On a wall it shows the
 * tickets that fit and announces the rest ("+4 more"), paged by a tap on it or by Page Down / Page Up.
 */
export function KitchenColumn({ column, accepts, tickets, newLater }: KitchenColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const { listRef, first, visible, more, nextPage, firstPage } = useWallPages(tickets.length);
  const headingId = `kitchen-column-${column.key}`;
  const count = tickets.length;
  const paged = more > 0 || first > 0;

  useEffect(() => {
    if (!paged) return;
    const onKey = (event: KeyboardEvent) => {
      // Keys typed into a field, or pressed in a sheet open over the board, are not the board's.
      if ((event.target as Element | null)?.closest?.('input, textarea, select, [role="dialog"]')) return;
      if (event.key === 'PageDown') nextPage();
      else if (event.key === 'PageUp' || event.key === 'Home') firstPage();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [paged, nextPage, firstPage]);

  return (
    <section
      ref={setNodeRef}
      className="kitchen-column"
      data-column={column.key}
      aria-label={column.title}
      data-accepts={accepts ?? undefined}
      data-over={(isOver && accepts) || undefined}
    >
      <div className="kitchen-column__head">
        <h2 id={headingId} className="kitchen-column__title">
          {column.title}
          <span className="kitchen-column__count">
            <span className="visually-hidden">: </span>
            {count}
            <span className="visually-hidden"> {count === 1 ? 'order' : 'orders'}</span>
          </span>
        </h2>
        {paged && (
          <button
            type="button"
            className="kitchen-column__more"
            data-new={(more > 0 && newLater?.(first + visible)) || undefined}
            onClick={nextPage}
          >
            {more > 0 ? (
              <>
                +{more} more
                <span className="visually-hidden"> in {column.title}: show the next page (Page Down)</span>
              </>
            ) : (
              <>
                Back to the start
                <span className="visually-hidden"> (Page Up)</span>
              </>
            )}
          </button>
        )}
      </div>
      {count === 0 ? (
        <p className="kitchen-column__empty">{column.empty}</p>
      ) : (
        <ol ref={listRef} className="kitchen-column__cards" aria-labelledby={headingId}>
          {tickets.slice(first).map((ticket, index) => (
            // Past the fold: laid out (so measuring never moves the others) but neither seen nor reachable.
            <li key={ticket.key} data-offpage={index >= visible || undefined} inert={index >= visible}>
              {ticket}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
