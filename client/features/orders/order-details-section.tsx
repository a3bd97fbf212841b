import type { ReactNode } from 'react';
import './orders.css';

/** One part of an order's details in a dialog (Items, Feedback), a region named by its heading. */
export function OrderDetailsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="order-details" aria-labelledby={id}>
      <h3 id={id} className="order-details__title">
        {title}
      </h3>
      {children}
    </section>
  );
}
