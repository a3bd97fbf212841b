import type { ReactNode } from 'react';
import './placeholder-page.css';

/** A titled page whose content arrives with a later feature. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="placeholder-page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <div className="placeholder-page__body card">{children ?? <p>This page is coming soon.</p>}</div>
    </section>
  );
}
