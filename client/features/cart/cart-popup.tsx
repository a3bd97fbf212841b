import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { CloseIcon } from '../../components/icons.tsx';
import { CART_POPUP_ID, cartPopupOpenAtom } from './cart-popup-state.ts';
import './cart-popup.css';

/**
 * The cart popup (spec point 2). A non-modal dialog: it takes focus when it opens, and Escape or the close
 * button hands focus back to whatever opened it. The cart's lines arrive with the cart feature.
 */
export function CartPopup() {
  const [open, setOpen] = useAtom(cartPopupOpenAtom);
  const dialog = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    dialog.current?.focus();
    return () => {
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
  }, [open]);

  if (!open) return null;

  return (
    <section
      ref={dialog}
      id={CART_POPUP_ID}
      className="cart-popup"
      role="dialog"
      aria-labelledby="cart-popup-title"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <header className="cart-popup__header">
        <h2 id="cart-popup-title">Your Cart</h2>
        <button type="button" className="icon-button" aria-label="Close cart" onClick={() => setOpen(false)}>
          <CloseIcon />
        </button>
      </header>
      <p className="cart-popup__empty">Your cart is empty.</p>
    </section>
  );
}
