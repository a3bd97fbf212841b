import { useState, type ReactNode } from 'react';
import {
  ChevronLeftIcon,
  CloseIcon,
  DashboardIcon,
  ClockIcon,
  FeedbackIcon,
  MenuIcon,
  ReceiptIcon,
  UsersIcon,
  UtensilsIcon,
} from '../../components/icons.tsx';
import { Logo } from '../../components/logo.tsx';
import { NavLink } from '../../components/nav-link.tsx';
import { ChangePasswordLink } from '../../features/auth/change-password-link.tsx';
import { SessionButton } from '../../features/auth/session-button.tsx';
import './admin-layout.css';

const WIDE_SCREEN = '(min-width: 48rem)';
const ITEM = 'admin-nav__item';

/**
 * The admin area's frame with a collapsible side navigation. Collapsed, wide screens keep an icon rail
 * (labels stay in the accessibility tree) and narrow screens keep only the top bar.
 * Paths are relative to the /admin router.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(() => window.matchMedia(WIDE_SCREEN).matches);
  // On a narrow screen the open menu covers the page, so following a link closes it.
  const closeOnNarrow = () => {
    if (!window.matchMedia(WIDE_SCREEN).matches) setExpanded(false);
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
        <nav id="admin-nav" className="admin-nav" aria-label="Admin">
          <ul className="admin-nav__list">
            <li>
              <NavLink href="/dashboard" alsoCurrentAt={['/']} className={ITEM} onClick={closeOnNarrow}>
                <DashboardIcon />
                <span className="nav-label">Dashboard</span>
              </NavLink>
            </li>
            <li>
              <NavLink href="/orders" currentBelow className={ITEM} onClick={closeOnNarrow}>
                <ReceiptIcon />
                <span className="nav-label">Orders</span>
              </NavLink>
            </li>
            <li>
              <NavLink href="/products" className={ITEM} onClick={closeOnNarrow}>
                <UtensilsIcon />
                <span className="nav-label">Products</span>
              </NavLink>
            </li>
            <li>
              <NavLink
                href="/workers"
                alsoCurrentAt={['/workers/add', '/workers/update']}
                className={ITEM}
                onClick={closeOnNarrow}
              >
                <UsersIcon />
                <span className="nav-label">Workers</span>
              </NavLink>
            </li>
            <li>
              <NavLink href="/feedbacks" className={ITEM} onClick={closeOnNarrow}>
                <FeedbackIcon />
                <span className="nav-label">Feedbacks</span>
              </NavLink>
            </li>
            <li>
              <NavLink href="/hours" className={ITEM} onClick={closeOnNarrow}>
                <ClockIcon />
                <span className="nav-label">Opening hours</span>
              </NavLink>
            </li>
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
