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
import { NavLink } from '../../components/nav-link.tsx';
import { CartButton } from '../../features/cart/cart-button.tsx';
import { SessionButton } from '../../features/auth/session-button.tsx';
import './customer-nav.css';

const ITEM = 'customer-nav__item';

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
          <li>
            <NavLink href="/" className={ITEM} onClick={closeMenu}>
              <MenuBookIcon />
              Explore Menu
            </NavLink>
          </li>
          <li>
            <NavLink href="/chat" className={ITEM} onClick={closeMenu}>
              <ChatIcon />
              Ask the assistant
            </NavLink>
          </li>
          <li className="customer-nav__cart">
            <CartButton className={ITEM} onClick={closeMenu} />
          </li>
        </ul>
        <Logo className="customer-nav__logo" />
        <ul id="customer-nav-end" className="customer-nav__group customer-nav__group--end">
          <li>
            <NavLink href="/track-order" className={ITEM} onClick={closeMenu}>
              <TruckIcon />
              Track Order
            </NavLink>
          </li>
          <li>
            <NavLink href="/orders" className={ITEM} onClick={closeMenu}>
              <ReceiptIcon />
              Past Orders
            </NavLink>
          </li>
          <li>
            {/* Name, phone, password and deleting the account. */}
            <NavLink href="/account" className={ITEM} onClick={closeMenu}>
              <KeyIcon />
              Account
            </NavLink>
          </li>
          <li>
            <SessionButton className={`${ITEM} customer-nav__session`} />
          </li>
        </ul>
      </nav>
    </header>
  );
}
