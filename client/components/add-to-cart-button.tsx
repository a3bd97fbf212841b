import type { MouseEvent } from 'react';
import { CartIcon } from './icons.tsx';
import './add-to-cart-button.css';

interface AddToCartButtonProps {
  /** The dish's name: the button's accessible name says which dish it adds. */
  name: string;
  soldOut?: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** The pill that adds a dish from a card or row that itself opens the dish (the menu's card, the assistant's row). */
export function AddToCartButton({ name, soldOut = false, onClick }: AddToCartButtonProps) {
  return (
    <button
      type="button"
      className="add-to-cart"
      disabled={soldOut}
      aria-label={soldOut ? `${name} is sold out` : `Add ${name} to cart`}
      onClick={onClick}
    >
      <CartIcon />
      <span aria-hidden="true">{soldOut ? 'Sold out' : 'Add'}</span>
    </button>
  );
}
