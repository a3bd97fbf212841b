import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function ProductsPage() {
  return <PlaceholderPage title="Manage Products" />;
}
