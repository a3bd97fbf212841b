import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { Column } from './board-state.ts';
import './kitchen-column.css';

interface KitchenColumnProps {
  column: Column;
  count: number;
  /** While a card is lifted: whether it may be dropped here (null when nothing is being dragged). */
  accepts: boolean | null;
  children: ReactNode;
}

/** One column of the board, a named region that takes the drops the state machine allows. */
export function KitchenColumn({ column, count, accepts, children }: KitchenColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const headingId = `kitchen-column-${column.key}`;
  return (
    <section
      ref={setNodeRef}
      className="kitchen-column"
      aria-label={column.title}
      data-accepts={accepts ?? undefined}
      data-over={(isOver && accepts) || undefined}
    >
      <h2 id={headingId} className="kitchen-column__title">
        {column.title}
        <span className="kitchen-column__count">
          <span className="visually-hidden">: </span>
          {count}
          <span className="visually-hidden"> {count === 1 ? 'order' : 'orders'}</span>
        </span>
      </h2>
      {count === 0 ? (
        <p className="kitchen-column__empty">{column.empty}</p>
      ) : (
        <ol className="kitchen-column__cards" aria-labelledby={headingId}>
          {children}
        </ol>
      )}
    </section>
  );
}
