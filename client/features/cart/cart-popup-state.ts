import { atom } from 'jotai';

/** Whether the cart popup is open (the order draft's showPopup in spec point 3). */
export const cartPopupOpenAtom = atom(false);

export const CART_POPUP_ID = 'cart-popup';
