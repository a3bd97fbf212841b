import { useAtom, useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { CartIcon, ChatIcon, MenuBookIcon, TruckIcon } from '../../components/icons.tsx';
import { NavLink } from '../../components/nav-link.tsx';
import { CART_POPUP_ID, cartPopupOpenAtom } from '../../features/cart/cart-popup-state.ts';
import { pricedCartAtom } from '../../features/cart/cart-state.ts';
import { formatPrice, pluralize } from '../../lib/format.ts';
import './customer-tab-bar.css';

const TAB = 'customer-tabs__tab';

/**
 * The phone's way around, under the thumb: Menu, Ask, Orders and Cart in a bar at the bottom of the screen, and
 * above it, while the cart holds something, "View cart" with its count and total (but on pages with a bar of their
 * own there). From tablet width up the top bar
 * does this job and these bars are not drawn.
 */
export function CustomerTabBar() {
  const [open, setOpen] = useAtom(cartPopupOpenAtom);
  const cart = useAtomValue(pricedCartAtom);
  const [location] = useLocation();
  // The checkout shows the cart itself, and a product page has its own Add bar in that place.
  const showCartBar = cart.totalItems > 0 && !open && location !== '/checkout' && !location.startsWith('/product/');

  return (
    <div className="customer-tabs">
      {showCartBar && (
        <button
          type="button"
          className="customer-tabs__cart-bar"
          aria-label={`View cart, ${pluralize(cart.totalItems, 'item')}, ${formatPrice(cart.total)}`}
          aria-controls={CART_POPUP_ID}
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <span>View cart</span>
          <span aria-hidden="true">·</span>
          <span>{pluralize(cart.totalItems, 'item')}</span>
          <span aria-hidden="true">·</span>
          <span className="customer-tabs__total">{formatPrice(cart.total)}</span>
        </button>
      )}
      <nav className="customer-tabs__bar" aria-label="Sections">
        <NavLink href="/" className={TAB}>
          <MenuBookIcon />
          Menu
        </NavLink>
        <NavLink href="/chat" className={TAB}>
          <ChatIcon />
          Ask
        </NavLink>
        <NavLink href="/orders" className={TAB} alsoCurrentAt={['/track-order']}>
          <TruckIcon />
          Orders
        </NavLink>
        <button
          type="button"
          className={TAB}
          aria-controls={CART_POPUP_ID}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <CartIcon />
          Cart
          {cart.totalItems > 0 && (
            <span className="customer-tabs__badge">
              <span aria-hidden="true">{cart.totalItems > 99 ? '99+' : cart.totalItems}</span>
              <span className="visually-hidden">, {pluralize(cart.totalItems, 'item')}</span>
            </span>
          )}
        </button>
      </nav>
    </div>
  );
}
