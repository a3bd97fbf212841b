import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';

/** One card of an order's page, a region named by its heading (Summary, Customer, History…). */
export function DeskSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      {children}
    </Card>
  );
}
