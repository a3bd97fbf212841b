import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
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
import { setChoiceAvailability, setDishAvailability } from './kitchen-api.ts';
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
 * floury thumb, then every choice the dishes offer ("no more Full kg tonight"). Customers' menus and carts follow
 * the change at once (menu.changed).
 */
export function SoldOutSheet({ products, loadError, onRetry, refresh, onClose }: SoldOutSheetProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const shown = useMemo(
    () => (products ?? []).filter((product) => matchesSearch(product, deferredSearch)).sort(byName),
    [products, deferredSearch],
  );

  const choices = useMemo(() => choicesOf(products ?? [], deferredSearch), [products, deferredSearch]);

  /** Sends one switch's change; the switch stays off while it is on its way. */
  async function save(key: string, change: () => Promise<{ message: string }>) {
    setSaving((current) => new Set(current).add(key));
    try {
      const answer = await change();
      await refresh();
      toastLatest(`availability-${key}`, answer.message);
    } catch (error) {
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
  const toggle = (product: Product) =>
    save(`dish-${product.id}`, () =>
      setDishAvailability({ productId: product.id, availability: !product.availability }),
    );
  const toggleChoice = (choice: KitchenChoice) =>
    save(`choice-${choice.id}`, () =>
      setChoiceAvailability({ choiceId: choice.id, availability: !choice.availability }),
    );

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
            <SoldOutRow
              key={product.id}
              label={product.name}
              available={product.availability}
              saving={saving.has(`dish-${product.id}`)}
              onToggle={() => void toggle(product)}
            >
              {product.name}
            </SoldOutRow>
          ))}
        </ul>
      )}
      {choices.length > 0 && (
        <>
          <h3 className="sold-out-sheet__heading">Choices</h3>
          <ul className="sold-out-sheet__list" aria-label="Choices">
            {choices.map((choice) => (
              <SoldOutRow
                key={choice.id}
                label={`${choice.name} (${choice.group})`}
                available={choice.availability}
                saving={saving.has(`choice-${choice.id}`)}
                onToggle={() => void toggleChoice(choice)}
              >
                {choice.group}: {choice.name}
                <span className="sold-out-row__dishes">{choice.dishes.join(', ')}</span>
              </SoldOutRow>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}

/** A choice the kitchen can sell out, once however many dishes offer its group, with those dishes named. */
interface KitchenChoice {
  id: number;
  name: string;
  group: string;
  availability: boolean;
  dishes: string[];
}

/** The menu's choices matching the search (by choice, group or dish), by group and then by name. */
function choicesOf(products: readonly Product[], search: string): KitchenChoice[] {
  const needle = search.trim().toLowerCase();
  const byId = new Map<number, KitchenChoice>();
  for (const product of products)
    for (const group of product.optionGroups)
      for (const choice of group.choices) {
        const known = byId.get(choice.id);
        if (known) known.dishes.push(product.name);
        else
          byId.set(choice.id, {
            id: choice.id,
            name: choice.name,
            group: group.name,
            availability: choice.availability,
            dishes: [product.name],
          });
      }
  return [...byId.values()]
    .filter(
      (choice) => !needle || [choice.name, choice.group, ...choice.dishes].join(' ').toLowerCase().includes(needle),
    )
    .sort((a, b) => a.group.localeCompare(b.group) || a.name.localeCompare(b.name));
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

/** One switch of the sheet, a whole row to tap: on means sold out. */
function SoldOutRow(props: {
  /** What the switch is heard as: "Sold out: {label}". */
  label: string;
  available: boolean;
  saving: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { label, available, saving, onToggle, children } = props;
  return (
    <li>
      <label className="sold-out-row" data-sold-out={!available || undefined}>
        <input
          type="checkbox"
          role="switch"
          className="sold-out-row__input covering-input"
          aria-label={`Sold out: ${label}`}
          checked={!available}
          disabled={saving}
          onChange={onToggle}
        />
        <span className="sold-out-row__name">{children}</span>
        <span className="sold-out-row__state" aria-hidden="true">
          {available ? 'Available' : 'Sold out'}
        </span>
      </label>
    </li>
  );
}
