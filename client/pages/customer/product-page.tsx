import { Link } from 'wouter';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ProductDetails } from '../../features/menu/product-details.tsx';
import { useProduct } from '../../features/menu/use-product.ts';
import './product-page.css';

/** /product/{id} (spec point 2). A fresh id remounts the page, so it starts loading again. */
export function ProductPage({ params }: { params: { id: string } }) {
  return <ProductView key={params.id} id={params.id} />;
}

function ProductView({ id }: { id: string }) {
  const { result, retry } = useProduct(id);

  switch (result.status) {
    case 'loading':
      return <PageSpinner label="Loading the dish" />;
    case 'ready':
      return <ProductDetails product={result.product} />;
    case 'not-found':
      return (
        <section className="product-page__message card" aria-labelledby="product-missing-title">
          <h1 id="product-missing-title">We couldn&apos;t find that dish</h1>
          <p>It may have been taken off the menu, or the link is wrong.</p>
          <Link href="/" className="button button--primary">
            Explore the menu
          </Link>
        </section>
      );
    case 'error':
      return (
        <section className="product-page__message card" aria-labelledby="product-error-title" role="alert">
          <h1 id="product-error-title">The dish didn&apos;t load</h1>
          <p>{result.message}</p>
          <div className="product-page__actions">
            <button type="button" className="button button--primary" onClick={retry}>
              Retry
            </button>
            <Link href="/" className="button button--secondary">
              Back to the menu
            </Link>
          </div>
        </section>
      );
  }
}
