import type { ReactNode } from 'react';
import './empty-state.css';

interface EmptyStateProps {
  /** A short heading ("No workers yet"); a one-line state needs none. */
  title?: string;
  /** Set to 'alert' when the state is a failure, so it is announced and shown in the danger colour. */
  role?: 'alert';
  className?: string | undefined;
  children: ReactNode;
}

/** What a page shows in place of its content: nothing there yet, a failure to load, a page still to come. */
export function EmptyState({ title, role, className, children }: EmptyStateProps) {
  return (
    <div className={['empty-state', 'card', className].filter(Boolean).join(' ')} role={role}>
      {title && <h2>{title}</h2>}
      {children}
    </div>
  );
}
