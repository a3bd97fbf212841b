import { Panel } from '../../components/ui/panel.tsx';
import { OnePageCheckout } from '../../features/checkout/one-page-checkout.tsx';

/** /checkout (spec point 2, on one page: docs/decisions/0035): lines, delivery, payment, total and "Place Order". */
export function CheckoutPage() {
  return (
    <Panel titleId="checkout-page-title" title="Checkout" narrow>
      <OnePageCheckout />
    </Panel>
  );
}
