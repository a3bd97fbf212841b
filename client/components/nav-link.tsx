import type { ReactNode } from 'react';
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
