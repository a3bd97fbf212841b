import type { ReactNode } from 'react';
import { Toolbar } from './toolbar.tsx';
import './panel.css';

interface PanelProps {
  /** The id of the heading, which names the section. */
  titleId: string;
  title: string;
  /** What sits beside the title: the page's main button, its filter. */
  actions?: ReactNode;
  className?: string;
  /** While the content loads (aria-busy). */
  busy?: boolean;
  /** A page that reads as one column (the checkout, the tracker), centred at a readable width. */
  narrow?: boolean;
  children?: ReactNode;
}

/** A page's main section: its h1 with the page's actions beside it, then its content, evenly spaced. */
export function Panel({ titleId, title, actions, className, busy, narrow, children }: PanelProps) {
  return (
    <section
      className={['panel', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-width={narrow ? 'narrow' : undefined}
    >
      <Toolbar as="header">
        <h1 id={titleId} className="panel__title">
          {title}
        </h1>
        {actions}
      </Toolbar>
      {children}
    </section>
  );
}
