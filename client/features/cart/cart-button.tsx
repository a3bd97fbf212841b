import { useAtom, useAtomValue } from 'jotai';
import { CartIcon } from '../../components/icons.tsx';
import { pluralize } from '../../lib/format.ts';
import { CART_POPUP_ID, cartPopupOpenAtom } from './cart-popup-state.ts';
import { cartCountAtom } from './cart-state.ts';
import './cart-button.css';

/** Opens and closes the cart popup; a badge shows how many items the cart holds. */
export function CartButton({ className, onClick }: { className: string; onClick?: () => void }) {
  const [open, setOpen] = useAtom(cartPopupOpenAtom);
  const count = useAtomValue(cartCountAtom);
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={CART_POPUP_ID}
      onClick={() => {
        onClick?.();
        setOpen(!open);
      }}
    >
      <CartIcon />
      <span>Cart</span>
      {count > 0 && (
        <span className="cart-button__badge" data-testid="cart-count">
          <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
          <span className="visually-hidden">, {pluralize(count, 'item')}</span>
        </span>
      )}
    </button>
  );
}
