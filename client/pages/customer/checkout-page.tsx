import { Panel } from '../../components/ui/panel.tsx';
import { CheckoutWizard } from '../../features/checkout/checkout-wizard.tsx';

/** /checkout (spec point 2): the five-step checkout wizard. */
export function CheckoutPage() {
  return (
    <Panel titleId="checkout-page-title" title="Checkout" narrow>
      <CheckoutWizard />
    </Panel>
  );
}
