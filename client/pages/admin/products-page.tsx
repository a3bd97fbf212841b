import { useMemo, useState } from 'react';
import type { Product } from '../../../shared/menu.ts';
import { PlusIcon } from '../../components/icons.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { useLiveMenu } from '../../features/menu/menu-state.ts';
import { fetchCategories, fetchOptionGroups } from '../../features/options/options-api.ts';
import { DeleteProductModal } from '../../features/products/delete-product-modal.tsx';
import { ProductBrowser } from '../../features/products/product-browser.tsx';
import { ProductFormModal } from '../../features/products/product-form-modal.tsx';
import { useLiveResource } from '../../lib/use-live-resource.ts';

type Dialog = { kind: 'add' } | { kind: 'update' | 'delete'; product: Product } | null;

/**
 * /admin/products: "Manage Products", every product that is not deleted (sold-out ones too) listed under the menu's
 * categories with a search, an availability switch on each, the Add and Update Product modals and a confirmed
 * delete. The list follows other admins' changes live.
 */
export function ProductsPage() {
  const { state, reload, refresh } = useLiveMenu();
  const [dialog, setDialog] = useState<Dialog>(null);
  const products = state.status === 'idle' ? null : state.products;
  const structure = useMenuStructure(products);
  const close = () => setDialog(null);
  const openForm = (next: Dialog) => {
    structure.refresh();
    setDialog(next);
  };
  const saved = () => {
    refresh();
    // A dish saved with a new category added it to the list.
    structure.refresh();
  };

  return (
    <Panel
      titleId="page-title"
      title="Manage Products"
      busy={state.status === 'loading'}
      actions={
        <button type="button" className="button button--primary" onClick={() => openForm({ kind: 'add' })}>
          <PlusIcon />
          Add Product
        </button>
      }
    >
      {products === null && state.status !== 'error' && <PageSpinner label="Loading the products" />}
      {state.status === 'error' && <LoadFailure message={state.message} onRetry={reload} />}

      {products !== null &&
        (products.length === 0 ? (
          <EmptyState>
            <p>No products yet. Add the first one with Add Product.</p>
          </EmptyState>
        ) : (
          <ProductBrowser
            products={products}
            onChanged={refresh}
            onUpdate={(product) => openForm({ kind: 'update', product })}
            onDelete={(product) => setDialog({ kind: 'delete', product })}
          />
        ))}

      {dialog?.kind === 'add' && (
        <ProductFormModal
          categories={structure.categories}
          optionGroups={structure.optionGroups}
          onClose={close}
          onSaved={saved}
        />
      )}
      {dialog?.kind === 'update' && (
        <ProductFormModal
          product={dialog.product}
          categories={structure.categories}
          optionGroups={structure.optionGroups}
          onClose={close}
          onSaved={saved}
        />
      )}
      {dialog?.kind === 'delete' && <DeleteProductModal product={dialog.product} onClose={close} onDeleted={refresh} />}
    </Panel>
  );
}

/**
 * The lists the dish form picks from: the categories in the menu's order and the option groups. Until they load,
 * the categories the listed dishes use.
 */
function useMenuStructure(products: readonly Product[] | null) {
  const categories = useLiveResource(fetchCategories, { failureMessage: "We couldn't load the categories." });
  const groups = useLiveResource(fetchOptionGroups, { failureMessage: "We couldn't load the option groups." });
  const fromDishes = useMemo(() => [...new Set((products ?? []).map((product) => product.category))], [products]);
  return {
    categories:
      categories.resource.status === 'ready' ? categories.resource.data.map((category) => category.name) : fromDishes,
    optionGroups: groups.resource.status === 'ready' ? groups.resource.data : [],
    refresh: () => {
      void categories.refresh();
      void groups.refresh();
    },
  };
}
