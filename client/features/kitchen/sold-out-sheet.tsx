import { useDeferredValue, useId, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import type { Product } from '../../../shared/menu.ts';
import { DelayedSpinner } from '../../components/delayed-spinner.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { Modal } from '../../components/modal.tsx';
import { toastLatest } from '../../components/toaster.tsx';
import { serverError } from '../../lib/api.ts';
import { pluralize } from '../../lib/format.ts';
import { useLiveMenu } from '../menu/menu-state.ts';
import { DishSearchField } from '../products/dish-search-field.tsx';
import { matchesSearch } from '../products/product-search.ts';
import { setDishAvailability } from './kitchen-api.ts';
import './sold-out-sheet.css';

/** Alphabetical, and nothing else: a row the cook just tapped stays under the thumb instead of jumping away. */
const byName = (a: Product, b: Product) => a.name.localeCompare(b.name);

interface SoldOutSheetProps {
  products: readonly Product[] | null;
  loadError: string | null;
  onRetry: () => void;
  /** Reads the menu again after a change, so the switch shows what the server now holds. */
  refresh: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * The kitchen's "Sold out" sheet: every dish with one switch each, the whole row a target a cook hits with a
 * floury thumb. Customers' menus and carts follow the change at once (menu.changed).
 */
export function SoldOutSheet({ products, loadError, onRetry, refresh, onClose }: SoldOutSheetProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const shown = useMemo(
    () => (products ?? []).filter((product) => matchesSearch(product, deferredSearch)).sort(byName),
    [products, deferredSearch],
  );

  async function toggle(product: Product) {
    setSaving((current) => new Set(current).add(product.id));
    try {
      const answer = await setDishAvailability({ productId: product.id, availability: !product.availability });
      await refresh();
      toastLatest(`availability-${product.id}`, answer.message);
    } catch (error) {
      const problem = await serverError(error);
      // An unreachable server was already reported by lib/api.ts.
      if (problem) toast.error(problem.message);
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(product.id);
        return next;
      });
    }
  }

  return (
    <Modal title="Sold out" onClose={onClose} className="sold-out-sheet">
      <p className="sold-out-sheet__hint">Tap a dish to mark it sold out; tap it again when it is back.</p>
      <DishSearchField id={`${id}-search`} label="Find a dish" value={search} onChange={setSearch} />
      {products === null && loadError === null && <DelayedSpinner delayMs={300} label="Loading the menu" />}
      {products === null && loadError !== null && <LoadFailure message={loadError} onRetry={onRetry} />}
      {products !== null && shown.length === 0 && <p>No dish matches “{deferredSearch.trim()}”.</p>}
      {shown.length > 0 && (
        <ul className="sold-out-sheet__list" aria-label="Dishes">
          {shown.map((product) => (
            <li key={product.id}>
              <label className="sold-out-row" data-sold-out={!product.availability || undefined}>
                <input
                  type="checkbox"
                  role="switch"
                  className="sold-out-row__input covering-input"
                  aria-label={`Sold out: ${product.name}`}
                  checked={!product.availability}
                  disabled={saving.has(product.id)}
                  onChange={() => void toggle(product)}
                />
                <span className="sold-out-row__name">{product.name}</span>
                <span className="sold-out-row__state" aria-hidden="true">
                  {product.availability ? 'Available' : 'Sold out'}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

/**
 * The board's "Sold out" button, with how many dishes are sold out now; it opens the sheet. The menu behind it is
 * live, so a dish the admin marks is counted here too.
 */
export function SoldOutControl() {
  const [open, setOpen] = useState(false);
  const { state, reload, refresh } = useLiveMenu();
  const products = state.status === 'idle' ? null : state.products;
  const soldOut = products?.filter((product) => !product.availability).length ?? 0;

  return (
    <>
      <button
        type="button"
        className="button button--secondary sold-out-control"
        aria-label={soldOut > 0 ? `Sold out: ${pluralize(soldOut, 'dish', 'dishes')}` : undefined}
        onClick={() => setOpen(true)}
      >
        Sold out
        {soldOut > 0 && <span className="sold-out-control__count">{soldOut}</span>}
      </button>
      {open && (
        <SoldOutSheet
          products={products}
          loadError={state.status === 'error' ? state.message : null}
          onRetry={() => void reload()}
          refresh={refresh}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
