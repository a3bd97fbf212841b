import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function ProductPage({ params }: { params: { id: string } }) {
  return (
    <PlaceholderPage title="Product">
      <p>Details of product {params.id} are coming soon.</p>
    </PlaceholderPage>
  );
}
