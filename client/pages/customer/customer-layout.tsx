import type { ReactNode } from 'react';
import { CartPopup } from '../../features/cart/cart-popup.tsx';
import { CustomerNav } from './customer-nav.tsx';
import './customer-layout.css';

/** The signed-in customer's frame: top bar, cart popup and the page. */
export function CustomerLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <CustomerNav />
      <CartPopup />
      <main id="main" className="customer-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
