import { useAtom, useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import { CartIcon, ChatIcon, MenuBookIcon, TruckIcon } from '../../components/icons.tsx';
import { TabBar, TabButton, TabLink } from '../../components/ui/tab-bar.tsx';
import { CART_POPUP_ID, cartPopupOpenAtom } from '../../features/cart/cart-popup-state.ts';
import { pricedCartAtom } from '../../features/cart/cart-state.ts';
import { formatPrice, pluralize } from '../../lib/format.ts';
import './customer-tab-bar.css';

/**
 * The customer's sections on a phone: Menu, Ask, Orders and Cart, and above them, while the cart holds something,
 * "Checkout" with its count and total (but on pages with a bar of their own there).
 */
export function CustomerTabBar() {
  const [open, setOpen] = useAtom(cartPopupOpenAtom);
  const cart = useAtomValue(pricedCartAtom);
  const [location] = useLocation();
  // The checkout shows the cart itself, and a product page has its own Add bar in that place.
  const showCartBar = cart.totalItems > 0 && !open && location !== '/checkout' && !location.startsWith('/product/');

  // Straight to the checkout, which lists the lines to change: one tap fewer than the cart popup on the way.
  const cartBar = showCartBar && (
    <Link
      href="/checkout"
      className="customer-tabs__cart-bar"
      aria-label={`Checkout, ${pluralize(cart.totalItems, 'item')}, ${formatPrice(cart.total)}`}
    >
      <span>Checkout</span>
      <span aria-hidden="true">·</span>
      <span>{pluralize(cart.totalItems, 'item')}</span>
      <span aria-hidden="true">·</span>
      <span className="customer-tabs__total">{formatPrice(cart.total)}</span>
    </Link>
  );

  return (
    <TabBar label="Sections" above={cartBar}>
      <TabLink href="/" icon={<MenuBookIcon />}>
        Menu
      </TabLink>
      <TabLink href="/chat" icon={<ChatIcon />}>
        Ask
      </TabLink>
      <TabLink href="/orders" icon={<TruckIcon />} alsoCurrentAt={['/track-order']}>
        Orders
      </TabLink>
      <TabButton
        icon={<CartIcon />}
        count={{ value: cart.totalItems, noun: 'item' }}
        aria-controls={CART_POPUP_ID}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Cart
      </TabButton>
    </TabBar>
  );
}
