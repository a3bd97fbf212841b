import type { ReactNode } from 'react';
import { CartPopup } from '../../features/cart/cart-popup.tsx';
import { OrdersClosedBanner } from '../../features/restaurant/orders-closed.tsx';
import { CustomerNav } from './customer-nav.tsx';
import { CustomerTabBar } from './customer-tab-bar.tsx';
import './customer-layout.css';
import { useFollowRestaurantProfile } from '../../features/restaurant/restaurant-profile.ts';

/** The signed-in customer's frame: top bar, cart popup, the page, and on a phone the tab bar under the thumb. */
export function CustomerLayout({ children }: { children: ReactNode }) {
  useFollowRestaurantProfile();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <CustomerNav />
      <CartPopup />
      <main id="main" className="customer-main" tabIndex={-1}>
        <OrdersClosedBanner />
        {children}
      </main>
      <CustomerTabBar />
    </>
  );
}
