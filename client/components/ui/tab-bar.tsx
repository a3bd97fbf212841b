import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { pluralize } from '../../lib/format.ts';
import { NavLink } from '../nav-link.tsx';
import './tab-bar.css';

interface TabBarProps {
  /** The navigation's name ("Sections"). */
  label: string;
  /** A bar that floats just above the tabs while it matters (the View cart bar). */
  above?: ReactNode;
  children: ReactNode;
}

/**
 * A phone's way around, under the thumb: a row of tabs fixed to the bottom edge, each an icon over a short word,
 * the current one marked. From tablet width up the page's top bar does this job and the bar is not drawn.
 * Its height is --tab-bar-height, for a page's own bottom bar to sit on.
 */
export function TabBar({ label, above, children }: TabBarProps) {
  return (
    <div className="tab-bar">
      {above}
      <nav className="tab-bar__tabs" aria-label={label}>
        {children}
      </nav>
    </div>
  );
}

interface TabLinkProps {
  href: string;
  icon: ReactNode;
  /** Other paths where this tab also counts as the current one. */
  alsoCurrentAt?: readonly string[];
  children: ReactNode;
}

/** A tab that opens a section, marked aria-current="page" while that section is shown. */
export function TabLink({ href, icon, alsoCurrentAt, children }: TabLinkProps) {
  return (
    <NavLink href={href} className="tab-bar__tab" alsoCurrentAt={alsoCurrentAt}>
      {icon}
      {children}
    </NavLink>
  );
}

interface TabButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> {
  icon: ReactNode;
  /** How many things the tab stands for (items in the cart); a badge shows it while it is above zero. */
  count?: { value: number; noun: string };
}

/** A tab that opens something over the page (the cart), with aria-expanded saying whether it is open. */
export function TabButton({ icon, count, children, ...button }: TabButtonProps) {
  return (
    <button {...button} type="button" className="tab-bar__tab">
      {icon}
      {children}
      {count && count.value > 0 && (
        <span className="tab-bar__badge">
          <span aria-hidden="true">{count.value > 99 ? '99+' : count.value}</span>
          <span className="visually-hidden">, {pluralize(count.value, count.noun)}</span>
        </span>
      )}
    </button>
  );
}
