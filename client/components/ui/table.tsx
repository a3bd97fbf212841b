import type { ReactNode } from 'react';
import './table.css';

/**
 * A column heading. `number`: right-aligned figures. `actions`: a row's icon buttons, shown on hover and focus, under
 * a heading only screen readers read.
 */
export type TableColumn = string | { label: string; kind: 'number' | 'actions' };

const HEADING_CLASS = { number: 'data-table__number', actions: 'data-table__actions-cell' } as const;

function ColumnHeading({ column }: { column: TableColumn }) {
  if (typeof column === 'string') return <th scope="col">{column}</th>;
  return (
    <th scope="col" className={HEADING_CLASS[column.kind]}>
      {column.kind === 'actions' ? <span className="visually-hidden">{column.label}</span> : column.label}
    </th>
  );
}

/**
 * A data table on a card: a caption for screen readers, uppercase column headings, rows that light up on hover.
 * The children are the rows. Cells take .data-table__number (right-aligned figures), .data-table__text (free text
 * that wraps) and .data-table__actions-cell holding a .data-table__actions row of icon buttons.
 */
export function Table({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly TableColumn[];
  children: ReactNode;
}) {
  return (
    <div className="data-table card">
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <ColumnHeading key={typeof column === 'string' ? column : column.label} column={column} />
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
