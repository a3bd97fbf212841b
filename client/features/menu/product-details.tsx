import { useState } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../../shared/menu.ts';
import { MAX_LINE_QUANTITY } from '../../../shared/orders.ts';
import { CartIcon } from '../../components/icons.tsx';
import { IngredientChips } from '../../components/ingredient-chips.tsx';
import { ProductPictureOrTile } from '../../components/product-picture.tsx';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { DIET_LABELS, SPICE_LABELS } from '../../lib/dish-labels.ts';
import { capitalise, formatPrice, pluralize } from '../../lib/format.ts';
import { lineTotal } from '../../../shared/money.ts';
import { useAddToCart } from '../cart/use-add-to-cart.ts';
import { OptionPicker } from './option-picker.tsx';
import { useDishChoice } from './use-dish-choice.ts';
import './product-details.css';

/** The picture's column: the page's full width below 48rem, else about half of a page at most 72rem wide. */
const DETAILS_SIZES = '(min-width: 72rem) 38rem, (min-width: 48rem) 52vw, 100vw';

/**
 * The product page's content (spec point 2): image, name, price, description, ingredients, a quantity stepper
 * (1 to 99) and "Add to Cart" with what the chosen quantity costs, which reads "Added to cart!" once used (until the
 * quantity changes). On a phone the stepper and the button stay in a bar above the tab bar, under the thumb.
 */
export function ProductDetails({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<number | null>(null);
  const addToCart = useAddToCart();
  const choosing = useDishChoice(product);
  const soldOut = !product.availability;
  // A required group not chosen stops "Add", saying which; a sold-out dish says so below.
  const blocked = choosing.blocker !== null;
  const changed = () => setAdded(null);

  return (
    <article className="product-details" aria-labelledby="product-title">
      <div className="product-details__media">
        <ProductPictureOrTile
          placeholderClassName="product-details__placeholder"
          src={product.imageLink}
          alt={product.name}
          sizes={DETAILS_SIZES}
          loading="eager"
          fetchPriority="high"
        />
        {soldOut && <span className="product-details__sold-out">Sold out</span>}
      </div>

      <div className="product-details__info">
        <p className="product-details__category">{product.category}</p>
        <h1 id="product-title">{product.name}</h1>
        <p className="product-details__price">{formatPrice(choosing.unitPrice)}</p>
        <p className="product-details__description">{product.description}</p>

        <dl className="product-details__facts">
          <div>
            <dt>Diet</dt>
            <dd>{DIET_LABELS[product.type]}</dd>
          </div>
          <div>
            <dt>Spice</dt>
            <dd>{SPICE_LABELS[product.spiceLevel] ?? 'Not spicy'}</dd>
          </div>
          {product.calories !== null && (
            <div>
              <dt>Energy</dt>
              <dd>{product.calories} kcal</dd>
            </div>
          )}
          {product.allergens.length > 0 && (
            <div>
              <dt>Allergens</dt>
              <dd>{capitalise(product.allergens.join(', '))}</dd>
            </div>
          )}
        </dl>

        {product.optionGroups.length > 0 && !soldOut && (
          <section className="product-details__options" aria-label="Choices">
            <OptionPicker
              product={product}
              choices={choosing.choices}
              onChoicesChange={(choices) => {
                choosing.setChoices(choices);
                changed();
              }}
              note={choosing.note}
              onNoteChange={(note) => {
                choosing.setNote(note);
                changed();
              }}
            />
          </section>
        )}

        {product.ingredients.length > 0 && (
          <section className="product-details__ingredients" aria-labelledby="product-ingredients-title">
            <h2 id="product-ingredients-title">Ingredients</h2>
            <IngredientChips ingredients={product.ingredients} max={product.ingredients.length} />
          </section>
        )}

        <div className="product-details__order">
          <QuantityStepper
            value={quantity}
            max={MAX_LINE_QUANTITY}
            disabled={soldOut}
            onChange={(next) => {
              setQuantity(next);
              changed();
            }}
          />
          <button
            type="button"
            className="button button--primary product-details__add"
            disabled={blocked}
            aria-describedby={soldOut ? 'product-sold-out-note' : blocked ? 'product-choice-note' : undefined}
            onClick={() => {
              const count = addToCart(choosing.item, { quantity });
              if (count > 0) setAdded(count);
            }}
          >
            <CartIcon />
            <span className="product-details__add-text">
              <span>{added !== null ? 'Added to cart!' : 'Add to Cart'}</span>
              {!blocked && added === null && (
                <span className="product-details__line-total">
                  <span className="product-details__separator"> · </span>
                  {quantity > 1 && `${quantity} for `}
                  {formatPrice(lineTotal(choosing.unitPrice, quantity))}
                </span>
              )}
            </span>
          </button>
        </div>
        {!soldOut && blocked && (
          <p id="product-choice-note" className="product-details__note" role="status">
            {choosing.blocker}
          </p>
        )}
        {soldOut && (
          <p id="product-sold-out-note" className="product-details__note">
            This dish is sold out right now, so it cannot be added to the cart. Please check back later.
          </p>
        )}
        <p className="visually-hidden" role="status">
          {added !== null ? `${pluralize(added, 'item')} of ${product.name} added to your cart.` : ''}
        </p>
        <Link href="/" className="product-details__back">
          ← Back to the menu
        </Link>
      </div>
    </article>
  );
}
