import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import type { Product } from '../../../shared/menu.ts';
import { CardGrid } from '../../components/ui/card-grid.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { pluralize } from '../../lib/format.ts';
import { ProductRow } from './product-row.tsx';
import { DishSearchField } from './dish-search-field.tsx';
import { groupByCategory, matchesSearch } from './product-search.ts';
import './product-browser.css';

interface ProductBrowserProps {
  products: readonly Product[];
  onChanged: () => Promise<unknown>;
  onUpdate: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/**
 * The admin's products as a list under the menu's categories, with a search over names, categories and ingredients,
 * how many it found, and a way back when it found none.
 */
export function ProductBrowser({ products, onChanged, onUpdate, onDelete }: ProductBrowserProps) {
  const id = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  // Typing stays quick on a long menu: the list follows a moment behind the box.
  const deferredSearch = useDeferredValue(search);
  const found = useMemo(
    () => products.filter((product) => matchesSearch(product, deferredSearch)),
    [products, deferredSearch],
  );
  const groups = useMemo(() => groupByCategory(found), [found]);
  const searching = deferredSearch.trim() !== '';

  function clearSearch() {
    setSearch('');
    searchBox.current?.focus();
  }

  return (
    <div className="product-browser">
      <form className="product-browser__search" role="search" onSubmit={(event) => event.preventDefault()}>
        <DishSearchField
          id={`${id}-search`}
          label="Search products"
          value={search}
          onChange={setSearch}
          inputRef={searchBox}
        />
      </form>
      <p className="product-browser__count" role="status">
        {searching
          ? `${found.length} of ${pluralize(products.length, 'product')} ${found.length === 1 ? 'matches' : 'match'}`
          : `${pluralize(products.length, 'product')} in ${pluralize(groups.length, 'category', 'categories')}`}
      </p>

      {groups.length === 0 ? (
        <EmptyState>
          <p>No products match “{deferredSearch.trim()}”.</p>
          <button type="button" className="button button--secondary" onClick={clearSearch}>
            Clear search
          </button>
        </EmptyState>
      ) : (
        groups.map(({ category, products: members }, index) => (
          <section key={category} className="product-browser__group" aria-labelledby={`${id}-group-${index}`}>
            <header className="product-browser__group-head">
              <h2 id={`${id}-group-${index}`}>{category}</h2>
              <span className="product-browser__group-count">{pluralize(members.length, 'dish', 'dishes')}</span>
            </header>
            <CardGrid layout="rows" labelledBy={`${id}-group-${index}`}>
              {members.map((product) => (
                <li key={product.id}>
                  <ProductRow product={product} onChanged={onChanged} onUpdate={onUpdate} onDelete={onDelete} />
                </li>
              ))}
            </CardGrid>
          </section>
        ))
      )}
    </div>
  );
}
