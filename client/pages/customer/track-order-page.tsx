import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function TrackOrderPage() {
  return <PlaceholderPage title="Track Your Order" />;
}
