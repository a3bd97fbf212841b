import { useAtomValue, useSetAtom } from 'jotai';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/constants.ts';
import { SelectField, labelledOptions } from '../../components/form-field.tsx';
import { cartDispatchAtom, orderDraftAtom, pricedCartAtom, type PricedLine } from '../cart/cart-state.ts';
import { OrderTotal } from './delivery-terms.tsx';
import { SoldOutNotice } from './sold-out-notice.tsx';

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  CASH: 'Pay By Cash on Delivery',
  CARD: 'Pay by Credit Card',
};

const PAYMENT_OPTIONS = labelledOptions(PAYMENT_METHODS, PAYMENT_LABELS);

/**
 * Step 3, "Select Payment Method". No card form: nothing here could charge a card. Card orders are charged on
 * delivery with the rider's card terminal, and the page says so.
 */
export function PaymentStep({ error, soldOut }: { error: string | null; soldOut: readonly PricedLine[] }) {
  const draft = useAtomValue(orderDraftAtom);
  const cart = useAtomValue(pricedCartAtom);
  const dispatch = useSetAtom(cartDispatchAtom);

  return (
    <div className="payment-step">
      <SelectField
        id="checkout-payment"
        label="Payment method"
        name="paymentMethod"
        placeholder="Choose how you will pay"
        options={PAYMENT_OPTIONS}
        value={draft.paymentMethod ?? ''}
        onChange={(value) => {
          const method = PAYMENT_METHODS.find((candidate) => candidate === value) ?? null;
          dispatch({ type: 'setPaymentMethod', paymentMethod: method });
        }}
      />

      {draft.paymentMethod === 'CASH' && (
        <p className="payment-step__note">
          Please pay the rider in cash when you receive your order. Having the exact amount ready helps.
        </p>
      )}
      {draft.paymentMethod === 'CARD' && (
        <p className="payment-step__note">
          Your card is charged on delivery with the rider&apos;s card terminal, so no card details are needed now.
        </p>
      )}

      <dl className="payment-step__summary">
        <div>
          <dt>Deliver to</dt>
          <dd>
            {draft.address.trim()}
            {draft.sector && `, ${draft.sector}`}
          </dd>
        </div>
      </dl>
      <OrderTotal items={cart.orderableItems} total={cart.total} />

      <SoldOutNotice lines={soldOut} refused />
      {error && (
        <p className="checkout__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
