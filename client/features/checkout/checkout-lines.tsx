import { useAtomValue } from 'jotai';
import { CartLineItem } from '../cart/cart-line.tsx';
import { pricedCartAtom } from '../cart/cart-state.ts';
import { SoldOutNotice } from './sold-out-notice.tsx';

/** The order's lines at checkout, as editable as in the cart: picture, name, choices, price, minus and plus. */
export function CheckoutLines() {
  const cart = useAtomValue(pricedCartAtom);
  return (
    <div className="checkout-lines">
      <ul className="checkout-lines__list" aria-label="Items in your order">
        {cart.lines.map((line) => (
          <CartLineItem key={line.key} line={line} />
        ))}
      </ul>
      <SoldOutNotice lines={cart.soldOut} refused={false} />
      {cart.gone.length > 0 && (
        <p className="checkout__warning" role="note">
          {cart.gone.map((line) => line.name).join(', ')} {cart.gone.length === 1 ? 'is' : 'are'} no longer on the menu
          and will not be part of this order.
        </p>
      )}
    </div>
  );
}
