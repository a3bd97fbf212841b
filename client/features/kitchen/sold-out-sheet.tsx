import { useCallback, useDeferredValue, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import type { Product } from '../../../shared/menu.ts';
import { DelayedSpinner } from '../../components/delayed-spinner.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { Modal } from '../../components/modal.tsx';
import { toastLatest } from '../../components/toaster.tsx';
import { serverError } from '../../lib/api.ts';
import { pluralize } from '../../lib/format.ts';
import { useLiveSignal } from '../../lib/live-socket.ts';
import { useLiveResource } from '../../lib/use-live-resource.ts';
import { useLiveMenu } from '../menu/menu-state.ts';
import { fetchCategories } from '../options/options-api.ts';
import { DishSearchField } from '../products/dish-search-field.tsx';
import { setChoiceAvailability, setDishAvailability } from './kitchen-api.ts';
import {
  groupForSoldOutSheet,
  SOLD_OUT_GROUP_KEY,
  type CategoryOrder,
  type KitchenChoice,
  type SoldOutItem,
} from './sold-out-groups.ts';
import './sold-out-sheet.css';

interface SoldOutSheetProps {
  products: readonly Product[] | null;
  /** The menu's categories in its order; null while unknown (the sheet then keeps the order the menu lists them). */
  categories: readonly CategoryOrder[] | null;
  loadError: string | null;
  onRetry: () => void;
  /** Reads the menu again after a change, so the switch shows what the server now holds. */
  refresh: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * The kitchen's "Sold out" sheet. What is sold out now comes first, each with one tap to put it back on; then the
 * menu's categories in its order, each a heading that stays in sight while its dishes scroll past, with the dishes
 * still on sale; then the choices the dishes offer ("no more Full kg tonight"). Every row is a switch the whole row
 * wide, a target a cook hits with a floury thumb; rows stand two or three abreast on a tablet. Customers' menus and
 * carts follow a change at once (menu.changed).
 */
export function SoldOutSheet({ products, categories, loadError, onRetry, refresh, onClose }: SoldOutSheetProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const groups = useMemo(
    () => (products ? groupForSoldOutSheet(products, categories, deferredSearch) : []),
    [products, categories, deferredSearch],
  );
  const nothingSoldOut = useMemo(
    () =>
      products !== null &&
      products.every(
        (product) =>
          product.availability &&
          product.optionGroups.every((group) => group.choices.every((choice) => choice.availability)),
      ),
    [products],
  );

  /**
   * A row changes group once its change is saved, and React draws it anew there. The switch it was on is gone, so a
   * keyboard user's focus follows it to its new place (a tap leaves focus alone: the list must not scroll away).
   */
  const refocus = useRef<string | null>(null);
  const focusIfMoved = useCallback((input: HTMLInputElement | null) => {
    if (!input || input.dataset.key !== refocus.current) return;
    refocus.current = null;
    // Unless the user has gone on to something else meanwhile.
    const active = document.activeElement;
    if (!active || active === document.body || active === input.closest('dialog')) input.focus();
  }, []);

  /** Sends one switch's change; the switch stays off while it is on its way. */
  async function save(key: string, change: () => Promise<{ message: string }>) {
    const active = document.activeElement;
    refocus.current =
      active instanceof HTMLElement && active.dataset.key === key && active.matches(':focus-visible') ? key : null;
    setSaving((current) => new Set(current).add(key));
    try {
      const answer = await change();
      await refresh();
      toastLatest(`availability-${key}`, answer.message);
    } catch (error) {
      refocus.current = null;
      const problem = await serverError(error);
      // An unreachable server was already reported by lib/api.ts.
      if (problem) toast.error(problem.message);
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  }
  const toggleDish = (product: Product) =>
    save(`dish-${product.id}`, () =>
      setDishAvailability({ productId: product.id, availability: !product.availability }),
    );
  const toggleChoice = (choice: KitchenChoice) =>
    save(`choice-${choice.id}`, () =>
      setChoiceAvailability({ choiceId: choice.id, availability: !choice.availability }),
    );

  function row(item: SoldOutItem, inSoldOutGroup: boolean) {
    const common = { rowKey: item.key, saving: saving.has(item.key), inputRef: focusIfMoved };
    if (item.kind === 'dish') {
      const { product } = item;
      return (
        <SoldOutRow
          key={item.key}
          {...common}
          label={product.name}
          available={product.availability}
          detail={inSoldOutGroup ? product.category : undefined}
          onToggle={() => void toggleDish(product)}
        >
          {product.name}
        </SoldOutRow>
      );
    }
    const { choice } = item;
    return (
      <SoldOutRow
        key={item.key}
        {...common}
        label={`${choice.name} (${choice.group})`}
        available={choice.availability}
        detail={choice.dishes.join(', ')}
        onToggle={() => void toggleChoice(choice)}
      >
        {choice.group}: {choice.name}
      </SoldOutRow>
    );
  }

  return (
    <Modal title="Sold out" onClose={onClose} className="sold-out-sheet">
      <p className="sold-out-sheet__hint">
        Tap a dish when it runs out. Sold-out dishes wait at the top until you tap Back on.
      </p>
      <DishSearchField id={`${id}-search`} label="Find a dish" value={search} onChange={setSearch} />
      <div className="sold-out-sheet__groups">
        {products === null && loadError === null && <DelayedSpinner delayMs={300} label="Loading the menu" />}
        {products === null && loadError !== null && <LoadFailure message={loadError} onRetry={onRetry} />}
        {products !== null &&
          groups.length === 0 &&
          (deferredSearch.trim() ? (
            <p>No dish matches “{deferredSearch.trim()}”.</p>
          ) : (
            <p>The menu has no dishes yet.</p>
          ))}
        {products !== null && products.length > 0 && nothingSoldOut && !deferredSearch.trim() && (
          <p className="sold-out-sheet__none">Nothing is sold out right now.</p>
        )}
        {groups.map((group, index) => {
          const soldOutNow = group.key === SOLD_OUT_GROUP_KEY;
          return (
            <div key={group.key} className="sold-out-group" data-sold-out-now={soldOutNow || undefined}>
              <h3 id={`${id}-group-${index}`} className="sold-out-group__heading">
                {group.heading}
                {soldOutNow && ` (${group.items.length})`}
              </h3>
              <ul className="sold-out-sheet__list" aria-labelledby={`${id}-group-${index}`}>
                {group.items.map((item) => row(item, soldOutNow))}
              </ul>
            </div>
          );
        })}
      </div>
    </Modal>
  );
}

/**
 * The board's "Sold out" button, with how many dishes are sold out now; it opens the sheet. The menu behind it is
 * live, so a dish the admin marks is counted here too, and so are the categories the sheet orders its groups by.
 */
export function SoldOutControl() {
  const [open, setOpen] = useState(false);
  const { state, reload, refresh } = useLiveMenu();
  const categories = useLiveResource(fetchCategories, { failureMessage: "We couldn't load the categories." });
  // A reorder in the admin reorders the sheet; categories that cannot load leave the order the menu lists them in.
  useLiveSignal('menu.changed', () => void categories.refresh());
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
          categories={categories.resource.status === 'ready' ? categories.resource.data : null}
          loadError={state.status === 'error' ? state.message : null}
          onRetry={() => void reload()}
          refresh={refresh}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * One switch of the sheet, a whole row to tap: on means sold out. Its pill says what a tap does: "Mark sold out" on a
 * dish on sale, "Back on" on one sold out.
 */
function SoldOutRow(props: {
  /** What the switch is heard as: "Sold out: {label}". */
  label: string;
  /** The item's key ("dish-4", "choice-12"), so focus can find the switch again once it has moved group. */
  rowKey: string;
  available: boolean;
  saving: boolean;
  onToggle: () => void;
  inputRef: (input: HTMLInputElement | null) => void;
  /** A smaller line under the name: a sold-out dish's category, the dishes offering a choice. */
  detail?: string;
  children: ReactNode;
}) {
  const { label, rowKey, available, saving, onToggle, inputRef, detail, children } = props;
  return (
    <li>
      <label className="sold-out-row" data-sold-out={!available || undefined}>
        <input
          ref={inputRef}
          type="checkbox"
          role="switch"
          className="sold-out-row__input covering-input"
          aria-label={`Sold out: ${label}`}
          data-key={rowKey}
          checked={!available}
          disabled={saving}
          onChange={onToggle}
        />
        <span className="sold-out-row__name">
          {children}
          {detail && <span className="sold-out-row__detail">{detail}</span>}
        </span>
        <span className="sold-out-row__action" aria-hidden="true">
          {available ? 'Mark sold out' : 'Back on'}
        </span>
      </label>
    </li>
  );
}
