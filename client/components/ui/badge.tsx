import type { HTMLAttributes, ReactNode } from 'react';
import './badge.css';

/** The badge colours; each pairs a tint with a text colour that keeps 4.5:1 contrast on it. */
export type BadgeTone = 'neutral' | 'success' | 'info' | 'warning' | 'danger' | 'olive' | 'violet' | 'strong';

interface BadgeProps extends HTMLAttributes<HTMLElement> {
  tone?: BadgeTone;
  /** A paragraph for a badge that is a status of its own (with role="status"), a span inside running text. */
  as?: 'span' | 'p';
  children: ReactNode;
}

/** A small pill with a word or two: an emotion, an order's status, a connection state, "Followed up". */
export function Badge({ tone = 'neutral', as: Element = 'span', className, children, ...rest }: BadgeProps) {
  return (
    <Element {...rest} className={['badge', className].filter(Boolean).join(' ')} data-tone={tone}>
      {children}
    </Element>
  );
}
