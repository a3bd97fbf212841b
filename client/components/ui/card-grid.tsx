import type { ReactNode } from 'react';
import './card-grid.css';

/** A labelled list of cards, as many columns as fit (one on a phone); each child is one card, each in an <li>. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="card-grid" aria-label={label}>
      {children}
    </ul>
  );
}
