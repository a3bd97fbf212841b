import { useAtom } from 'jotai';
import { CartIcon } from '../../components/icons.tsx';
import { CART_POPUP_ID, cartPopupOpenAtom } from './cart-popup-state.ts';

/** Opens and closes the cart popup. */
export function CartButton({ className, onClick }: { className: string; onClick?: () => void }) {
  const [open, setOpen] = useAtom(cartPopupOpenAtom);
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
    </button>
  );
}
