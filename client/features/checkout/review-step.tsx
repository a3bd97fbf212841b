import { useAtomValue } from 'jotai';
import { CartLineItem } from '../cart/cart-line.tsx';
import { pricedCartAtom } from '../cart/cart-state.ts';
import { OrderTotal } from './delivery-terms.tsx';
import { SoldOutNotice } from './sold-out-notice.tsx';

/** Step 1, "Review Your Items": the cart's lines with picture, name, price and minus/plus, then the total. */
export function ReviewStep() {
  const cart = useAtomValue(pricedCartAtom);
  return (
    <div className="review-step">
      <ul className="review-step__list" aria-label="Items in your order">
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
      <OrderTotal items={cart.orderableItems} total={cart.total} />
    </div>
  );
}
