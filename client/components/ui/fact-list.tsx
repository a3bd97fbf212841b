import type { ReactNode } from 'react';
import './fact-list.css';

/** Labelled facts in two columns (one label above each value): an order's customer, date, payment, address. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className="fact-list">{children}</dl>;
}

/** One fact of a FactList; a wide one (an address) takes both columns. */
export function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'fact-list__wide' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
