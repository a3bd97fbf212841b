import type { MouseEvent } from 'react';
import { CartIcon } from './icons.tsx';
import './add-to-cart-button.css';

interface AddToCartButtonProps {
  /** The dish's name: the button's accessible name says which dish it adds. */
  name: string;
  /** How many one press adds (the assistant's "for two"); written on the button when more than one. */
  quantity?: number;
  soldOut?: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** The pill that adds a dish from a card or row that itself opens the dish (the menu's card, the assistant's row). */
export function AddToCartButton({ name, quantity = 1, soldOut = false, onClick }: AddToCartButtonProps) {
  const many = quantity > 1;
  return (
    <button
      type="button"
      className="add-to-cart"
      disabled={soldOut}
      aria-label={soldOut ? `${name} is sold out` : `Add ${many ? `${quantity} × ` : ''}${name} to cart`}
      onClick={onClick}
    >
      <CartIcon />
      <span aria-hidden="true">{soldOut ? 'Sold out' : `Add${many ? ` ${quantity}` : ''}`}</span>
    </button>
  );
}
