import type { ReactNode } from 'react';
import './toolbar.css';

interface ToolbarProps {
  as?: 'div' | 'header';
  children: ReactNode;
}

/** A row that puts its first item at the start and its last at the end, and wraps on a narrow screen. */
export function Toolbar({ as: Element = 'div', children }: ToolbarProps) {
  return <Element className="toolbar">{children}</Element>;
}

/** Items that stay together inside a toolbar (a status and its note). */
export function ToolbarGroup({ children }: { children: ReactNode }) {
  return <div className="toolbar__group">{children}</div>;
}
