import { minimumNote, useDeliveryZone } from '../checkout/delivery-terms.tsx';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Sheet } from '../../components/ui/sheet.tsx';
import { Toolbar } from '../../components/ui/toolbar.tsx';
import { TotalLine } from '../../components/ui/total-line.tsx';
import { formatPrice } from '../../lib/format.ts';
import { useLiveMenu } from '../menu/menu-state.ts';
import { CartLineItem } from './cart-line.tsx';
import { CART_POPUP_ID, cartPopupOpenAtom } from './cart-popup-state.ts';
import {
  cartDispatchAtom,
  orderDraftAtom,
  pricedCartAtom,
  UNCHECKED_PRICES_NOTE,
  type CartLine,
} from './cart-state.ts';
import './cart-popup.css';

/** The cart popup (spec point 2), a Sheet: dropped from the top bar, or along the bottom edge on a phone. */
export function CartPopup() {
  const [open, setOpen] = useAtom(cartPopupOpenAtom);
  const sheet = useRef<HTMLElement>(null);
  if (!open) return null;
  return (
    <Sheet ref={sheet} id={CART_POPUP_ID} title="Your Cart" closeLabel="Close cart" onClose={() => setOpen(false)}>
      <CartPopupBody onClose={() => setOpen(false)} focusDialog={() => sheet.current?.focus()} />
    </Sheet>
  );
}

/**
 * Mounted only while the popup is open, so opening it re-checks prices against the menu; while open it follows the
 * menu, so a dish the kitchen sells out shows as such at once. "Clear cart" asks for no confirmation: the emptied
 * cart offers Undo, which puts the exact lines back, until something new goes in or the popup closes.
 */
function CartPopupBody({ onClose, focusDialog }: { onClose: () => void; focusDialog: () => void }) {
  const { state } = useLiveMenu();
  const cart = useAtomValue(pricedCartAtom);
  // Once the delivery point is set, the cart counts its zone's fee and says what the minimum still needs.
  const zone = useDeliveryZone();
  const fee = zone?.fee ?? 0;
  const short = minimumNote(zone, cart.total);
  const draft = useAtomValue(orderDraftAtom);
  const dispatch = useSetAtom(cartDispatchAtom);
  const [, navigate] = useLocation();
  const [cleared, setCleared] = useState<readonly CartLine[] | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  // Whatever fills the cart again (Undo included) ends the offer.
  if (cleared !== null && cart.lines.length > 0) setCleared(null);
  const canUndo = cleared !== null;

  // The Clear button is gone once the cart is empty: focus moves to the Undo that replaced it.
  useEffect(() => {
    if (canUndo) undoButton.current?.focus();
  }, [canUndo]);

  function proceed() {
    onClose();
    navigate('/checkout');
  }

  function clear() {
    setCleared(draft.items);
    dispatch({ type: 'clear' });
  }

  function undo() {
    if (cleared) dispatch({ type: 'restore', items: cleared });
    focusDialog();
  }

  if (cart.lines.length === 0) {
    return (
      <>
        {canUndo ? (
          <Toolbar className="cart-popup__cleared">
            <p>Your cart was cleared.</p>
            <button
              ref={undoButton}
              type="button"
              className="button button--secondary"
              aria-label="Undo clearing the cart"
              onClick={undo}
            >
              Undo
            </button>
          </Toolbar>
        ) : (
          <p className="cart-popup__empty">Your cart is empty.</p>
        )}
        <button type="button" className="button button--primary button--block" onClick={proceed}>
          Proceed to Checkout
        </button>
      </>
    );
  }

  return (
    <>
      <ul className="cart-popup__list" aria-label="Items in your cart" tabIndex={0}>
        {cart.lines.map((line) => (
          <CartLineItem key={line.key} line={line} />
        ))}
      </ul>
      {state.status === 'error' && !cart.checked && <p className="cart-popup__note">{UNCHECKED_PRICES_NOTE}</p>}
      {cart.lines.some((line) => line.status === 'sold-out') && (
        <p className="cart-popup__note">Sold-out dishes must be removed before you order.</p>
      )}
      {cart.lines.some((line) => line.status === 'gone') && (
        <p className="cart-popup__note">Dishes no longer on the menu will not be ordered.</p>
      )}
      <TotalLine amount={formatPrice(cart.total + fee)} deliveryFee={fee > 0 ? formatPrice(fee) : undefined} />
      {short && <p className="cart-popup__note">{short}</p>}
      <Toolbar>
        <button type="button" className="link-button" onClick={clear}>
          Clear cart
        </button>
        <button type="button" className="button button--primary" onClick={proceed}>
          Proceed to Checkout
        </button>
      </Toolbar>
    </>
  );
}
