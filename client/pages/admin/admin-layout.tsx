import { useState, type ReactNode } from 'react';
import {
  ChevronLeftIcon,
  CloseIcon,
  DashboardIcon,
  ClockIcon,
  FeedbackIcon,
  MenuBookIcon,
  MenuIcon,
  ReceiptIcon,
  SettingsIcon,
  UsersIcon,
  UtensilsIcon,
} from '../../components/icons.tsx';
import { Logo } from '../../components/logo.tsx';
import { WIDE } from '../../lib/breakpoints.ts';
import { NavEntries, type NavEntry } from '../../components/nav-link.tsx';
import { ChangePasswordLink } from '../../features/auth/change-password-link.tsx';
import { SessionButton } from '../../features/auth/session-button.tsx';
import './admin-layout.css';
import { useFollowRestaurantProfile } from '../../features/restaurant/restaurant-profile.ts';

const ITEM = 'admin-nav__item';

const ENTRIES: readonly NavEntry[] = [
  { href: '/dashboard', alsoCurrentAt: ['/'], icon: DashboardIcon, label: 'Dashboard' },
  { href: '/orders', currentBelow: true, icon: ReceiptIcon, label: 'Orders' },
  { href: '/products', icon: UtensilsIcon, label: 'Products' },
  { href: '/menu', icon: MenuBookIcon, label: 'Menu setup' },
  { href: '/workers', alsoCurrentAt: ['/workers/add', '/workers/update'], icon: UsersIcon, label: 'Workers' },
  { href: '/feedbacks', icon: FeedbackIcon, label: 'Feedbacks' },
  { href: '/hours', icon: ClockIcon, label: 'Opening hours' },
  { href: '/settings', icon: SettingsIcon, label: 'Settings' },
];

/**
 * The admin area's frame with a collapsible side navigation. Collapsed, wide screens keep an icon rail
 * (labels stay in the accessibility tree) and narrow screens keep only the top bar.
 * Paths are relative to the /admin router.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  useFollowRestaurantProfile();
  const [expanded, setExpanded] = useState(() => window.matchMedia(WIDE).matches);
  // On a narrow screen the open menu covers the page, so following a link closes it.
  const closeOnNarrow = () => {
    if (!window.matchMedia(WIDE).matches) setExpanded(false);
  };

  return (
    <div className="admin-shell" data-nav-expanded={expanded}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <aside className="admin-sidebar on-dark">
        <div className="admin-sidebar__top">
          <Logo onDark className="admin-sidebar__logo" />
          <button
            type="button"
            className="icon-button admin-sidebar__toggle"
            aria-expanded={expanded}
            aria-controls="admin-nav"
            onClick={() => setExpanded(!expanded)}
          >
            {/* Wide screens fold the rail to the left; narrow ones close a drop-down. */}
            <span className="admin-sidebar__toggle-icon--wide">{expanded ? <ChevronLeftIcon /> : <MenuIcon />}</span>
            <span className="admin-sidebar__toggle-icon--narrow">{expanded ? <CloseIcon /> : <MenuIcon />}</span>
            <span className="visually-hidden">Navigation</span>
          </button>
        </div>
        <nav id="admin-nav" className="admin-nav" aria-label="Admin" data-folded={!expanded}>
          <ul className="admin-nav__list">
            <NavEntries entries={ENTRIES} className={ITEM} onClick={closeOnNarrow} />
            <li className="admin-nav__session">
              <ChangePasswordLink className={ITEM} />
            </li>
            <li>
              <SessionButton className={ITEM} />
            </li>
          </ul>
        </nav>
      </aside>
      <main id="main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
