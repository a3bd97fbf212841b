import type { ReactNode } from 'react';
import './table.css';

/**
 * A data table on a card: a caption for screen readers, uppercase column headings, rows that light up on hover.
 * Cells take .data-table__number (right-aligned figures), .data-table__text (free text that wraps) and
 * .data-table__actions-cell holding a .data-table__actions row of icon buttons shown on hover and focus.
 */
export function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="data-table card">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
