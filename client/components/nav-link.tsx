import type { ComponentType, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

interface NavLinkProps {
  href: string;
  className: string;
  /** Other paths (relative to the current router) where this link also counts as the current page. */
  alsoCurrentAt?: readonly string[];
  /** Also the current page anywhere below its own path (a list, and each item's page under it). */
  currentBelow?: boolean;
  onClick?: () => void;
  children: ReactNode;
}

/** A navigation link that marks itself aria-current="page" on its own page, which also drives its styling. */
export function NavLink({ href, className, alsoCurrentAt = [], currentBelow, onClick, children }: NavLinkProps) {
  const [location] = useLocation();
  const current =
    location === href || alsoCurrentAt.includes(location) || (currentBelow && location.startsWith(`${href}/`));
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}

/** One entry of a navigation list: where it goes, its icon and its words, and when it counts as the current page. */
export interface NavEntry extends Pick<NavLinkProps, 'href' | 'alsoCurrentAt' | 'currentBelow'> {
  icon: ComponentType;
  label: string;
}

interface NavEntriesProps {
  entries: readonly NavEntry[];
  /** The class of each link. */
  className: string;
  onClick?: () => void;
}

/** A navigation's entries as list items: each a NavLink with its icon and its words in a .nav-label. */
export function NavEntries({ entries, className, onClick }: NavEntriesProps) {
  return entries.map(({ icon: EntryIcon, label, ...link }) => (
    <li key={link.href}>
      <NavLink {...link} className={className} onClick={onClick}>
        <EntryIcon />
        <span className="nav-label">{label}</span>
      </NavLink>
    </li>
  ));
}
