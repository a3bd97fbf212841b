import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function CheckoutPage() {
  return <PlaceholderPage title="Checkout" />;
}
