import { useAtomValue, useSetAtom } from 'jotai';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/constants.ts';
import { cartDispatchAtom, orderDraftAtom } from '../cart/cart-state.ts';

const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  CASH: 'Pay By Cash on Delivery',
  CARD: 'Pay by Credit Card',
};

const PAYMENT_NOTES: Record<PaymentMethod, string> = {
  CASH: 'Pay the rider in cash when your order arrives. Having the exact amount ready helps.',
  CARD: "Your card is charged on delivery with the rider's card terminal, so no card details are needed now.",
};

/**
 * How the customer pays, as two cards to tap; the checkout opens on the method of their last order. No card form:
 * nothing here could charge a card, so a card is charged at the door.
 */
export function PaymentChoice() {
  const { paymentMethod } = useAtomValue(orderDraftAtom);
  const dispatch = useSetAtom(cartDispatchAtom);
  return (
    <>
      <fieldset className="choice-cards choice-cards--row">
        <legend className="visually-hidden">Payment method</legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className="choice-card">
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={paymentMethod === method}
              onChange={() => dispatch({ type: 'setPaymentMethod', paymentMethod: method })}
            />
            <span>{PAYMENT_LABELS[method]}</span>
          </label>
        ))}
      </fieldset>
      {paymentMethod && <p className="payment-note">{PAYMENT_NOTES[paymentMethod]}</p>}
    </>
  );
}
