import { useRestaurantProfile } from '../restaurant/restaurant-profile.ts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { FilterChips } from '../../components/ui/filter-chips.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { pluralize } from '../../lib/format.ts';
import { cartDispatchAtom, orderDraftAtom, type CartLine } from '../cart/cart-state.ts';
import { useQuickAdd } from './use-quick-add.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { CategoryBar } from './category-bar.tsx';
import { MEAL_FILTERS, filterByMeal, type MealFilter } from './meal-filter.ts';
import { groupByCategory } from './menu-categories.ts';
import { useLiveMenu } from './menu-state.ts';
import './menu-section.css';

/** The first row of cards on a wide screen, the first rows on a phone: their pictures are the page's largest paint. */
const FIRST_SCREEN_DISHES = 4;

function aboveTheFold(index: number): 'first' | 'yes' | undefined {
  if (index === 0) return 'first';
  return index < FIRST_SCREEN_DISHES ? 'yes' : undefined;
}

/**
 * "The Menu" on the home page: meal-time chips that really filter by the dishes' tags, a sticky bar of the dishes'
 * categories, and a section per category (compact rows on a phone, 2 to 4 columns of cards from tablet width up),
 * following the admin's changes live. A spinner while the menu loads; an error with Retry when it cannot load.
 */
export function MenuSection() {
  const { state, reload } = useLiveMenu();
  const [filter, setFilter] = useState<MealFilter>('all');
  const { add, chooser } = useQuickAdd();
  const cart = useAtomValue(orderDraftAtom).items;
  const dispatch = useSetAtom(cartDispatchAtom);
  /** The dish's newest cart line: its row's stepper changes that one. */
  const lineOf = (productId: number) => cart.findLast((line) => line.id === productId);
  const products = state.status === 'idle' ? null : state.products;
  const shown = useMemo(() => (products ? filterByMeal(products, filter) : []), [products, filter]);
  const categories = useMemo(() => groupByCategory(shown), [shown]);
  const filterLabel = MEAL_FILTERS.find((option) => option.value === filter)?.label ?? 'All';

  return (
    <section className="menu-section" aria-labelledby="home-menu-title" aria-busy={state.status === 'loading'}>
      <div className="menu-section__head">
        <h2 id="home-menu-title">The Menu</h2>
        <FilterChips
          label="Filter the menu by meal"
          options={MEAL_FILTERS}
          value={filter}
          onChange={setFilter}
          oneLineOnPhone
        />
      </div>

      {products === null && state.status !== 'error' && <PageSpinner label="Loading the menu" />}

      {state.status === 'error' && (
        <LoadFailure className="menu-section__error" message={state.message} onRetry={reload} />
      )}

      {products !== null && (
        <>
          <p className="visually-hidden" role="status">
            {filter === 'all'
              ? `${pluralize(shown.length, 'dish', 'dishes')} on the menu`
              : `${pluralize(shown.length, 'dish', 'dishes')} for ${filterLabel}`}
          </p>
          {products.length === 0 ? (
            <OpeningSoon />
          ) : shown.length === 0 ? (
            <p className="menu-section__empty card">No {filterLabel.toLowerCase()} dishes on the menu right now.</p>
          ) : (
            <>
              <CategoryBar categories={categories} />
              {categories.map(({ name, anchor, products: dishes }, section) => (
                <section key={anchor} id={anchor} className="menu-category" aria-labelledby={`${anchor}-title`}>
                  <h3 id={`${anchor}-title`} className="menu-category__title" tabIndex={-1}>
                    {name}
                  </h3>
                  <ul className="product-grid">
                    {dishes.map((product, index) => (
                      <li key={product.id}>
                        <ProductCard
                          product={product}
                          onAddToCart={add}
                          inCart={stepperFor(lineOf(product.id))}
                          aboveTheFold={section === 0 ? aboveTheFold(index) : undefined}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </>
          )}
        </>
      )}
      {chooser}
    </section>
  );

  function stepperFor(line: CartLine | undefined) {
    return (
      line && {
        quantity: line.quantity,
        onDecrease: () => dispatch({ type: 'decrease', key: line.key }),
        onIncrease: () => dispatch({ type: 'increase', key: line.key }),
      }
    );
  }
}

/** A restaurant still setting up its menu: its name, and that it opens soon, rather than an empty list. */
function OpeningSoon() {
  const { name } = useRestaurantProfile();
  return (
    <div className="menu-section__empty menu-section__opening card" role="note">
      <h3>Opening soon</h3>
      <p>{name} is putting its menu together. Please check back soon.</p>
    </div>
  );
}
