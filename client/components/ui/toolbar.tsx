import type { ReactNode } from 'react';
import './toolbar.css';

interface ToolbarProps {
  as?: 'div' | 'header';
  /** For the row's own spacing or colour, never its layout. */
  className?: string;
  children: ReactNode;
}

/** A row that puts its first item at the start and its last at the end, and wraps on a narrow screen. */
export function Toolbar({ as: Element = 'div', className, children }: ToolbarProps) {
  return <Element className={['toolbar', className].filter(Boolean).join(' ')}>{children}</Element>;
}

/** Items that stay together inside a toolbar (a status and its note). */
export function ToolbarGroup({ children }: { children: ReactNode }) {
  return <div className="toolbar__group">{children}</div>;
}
