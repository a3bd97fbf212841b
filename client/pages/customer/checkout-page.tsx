import { CheckoutWizard } from '../../features/checkout/checkout-wizard.tsx';
import './checkout-page.css';

/** /checkout (spec point 2): the five-step checkout wizard. */
export function CheckoutPage() {
  return (
    <section className="checkout-page" aria-labelledby="checkout-page-title">
      <h1 id="checkout-page-title">Checkout</h1>
      <CheckoutWizard />
    </section>
  );
}
