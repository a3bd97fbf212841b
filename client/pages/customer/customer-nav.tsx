import { useRef, useState } from 'react';
import {
  ChatIcon,
  CloseIcon,
  KeyIcon,
  MenuBookIcon,
  MenuIcon,
  ReceiptIcon,
  TruckIcon,
} from '../../components/icons.tsx';
import { Logo } from '../../components/logo.tsx';
import { NavEntries, type NavEntry } from '../../components/nav-link.tsx';
import { CartButton } from '../../features/cart/cart-button.tsx';
import { SessionButton } from '../../features/auth/session-button.tsx';
import './customer-nav.css';

const ITEM = 'customer-nav__item';

const START_ENTRIES: readonly NavEntry[] = [
  { href: '/', icon: MenuBookIcon, label: 'Explore Menu' },
  { href: '/chat', icon: ChatIcon, label: 'Ask the assistant' },
];

const END_ENTRIES: readonly NavEntry[] = [
  { href: '/track-order', icon: TruckIcon, label: 'Track Order' },
  { href: '/orders', icon: ReceiptIcon, label: 'Past Orders' },
  // Name, phone, password and deleting the account.
  { href: '/account', icon: KeyIcon, label: 'Account' },
];

/**
 * The customer's top bar (spec point 2): menu, assistant and cart on the left, the logo in the middle, order pages
 * and Login/Logout on the right. On narrow screens the links fold behind a Menu button; the cart stays in the bar.
 */
export function CustomerNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="customer-header">
      <nav
        className="customer-nav"
        aria-label="Main"
        data-menu-open={menuOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) {
            closeMenu();
            toggle.current?.focus();
          }
        }}
      >
        <button
          ref={toggle}
          type="button"
          className="customer-nav__toggle icon-button"
          aria-expanded={menuOpen}
          aria-controls="customer-nav-start customer-nav-end"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">Menu</span>
        </button>
        <ul id="customer-nav-start" className="customer-nav__group">
          <NavEntries entries={START_ENTRIES} className={ITEM} onClick={closeMenu} />
          <li className="customer-nav__cart">
            <CartButton className={ITEM} onClick={closeMenu} />
          </li>
        </ul>
        <Logo className="customer-nav__logo" />
        <ul id="customer-nav-end" className="customer-nav__group customer-nav__group--end">
          <NavEntries entries={END_ENTRIES} className={ITEM} onClick={closeMenu} />
          <li>
            <SessionButton className={`${ITEM} customer-nav__session`} />
          </li>
        </ul>
      </nav>
    </header>
  );
}
