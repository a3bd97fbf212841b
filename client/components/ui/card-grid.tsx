import type { ReactNode } from 'react';
import './card-grid.css';

interface CardGridProps {
  /** The list's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** `rows`: wider, closer items (a row with a thumbnail, name and buttons) than the default cards. */
  layout?: 'cards' | 'rows';
  children: ReactNode;
}

/** A labelled list of cards, as many columns as fit (one on a phone); each child is one card, each in an <li>. */
export function CardGrid({ label, labelledBy, layout = 'cards', children }: CardGridProps) {
  return (
    <ul
      className={layout === 'rows' ? 'card-grid card-grid--rows' : 'card-grid'}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {children}
    </ul>
  );
}
