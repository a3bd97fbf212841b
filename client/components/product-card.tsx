import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import type { Product } from '../../shared/menu.ts';
import { cheapestPrice } from '../../shared/options.ts';
import { LineStepper } from '../features/cart/line-stepper.tsx';
import { SPICE_LABELS } from '../lib/dish-labels.ts';
import { formatPrice } from '../lib/format.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { Icon } from './icons.tsx';
import { IngredientChips } from './ingredient-chips.tsx';
import { ProductPictureOrTile } from './product-picture.tsx';
import { Toolbar } from './ui/toolbar.tsx';
import './product-card.css';

interface ProductCardProps {
  product: Product;
  /** Adds one of the product to the cart, or opens its choices. */
  onAddToCart: (product: Product) => void;
  /** Once the dish is in the cart: its line's count and steppers, in place of "Add" (foodpanda, Uber Eats). */
  inCart?: { quantity: number; onDecrease: () => void; onIncrease: () => void } | undefined;
  /** On the first screen: the picture loads at once rather than when it comes near (`first`: before all else). */
  aboveTheFold?: 'first' | 'yes' | undefined;
}

/**
 * The picture's width: in the grid 4, 3 or 2 across (product-card.css), at most 72rem wide; on a phone the
 * thumbnail of a row, 7rem.
 */
const PICTURE_SIZES = '(min-width: 72rem) 17rem, (min-width: 56rem) 32vw, (min-width: 36rem) 48vw, 7rem';

/**
 * One dish on the menu: a card, or on a phone a row with its thumbnail beside it. The whole card opens
 * /product/{id}: the name is the link and its hit area is stretched over the card, so the card is one tab stop plus
 * one for the cart button. The name is a fourth-level heading, under the menu's and its category's.
 */
export function ProductCard({ product, onAddToCart, inCart, aboveTheFold }: ProductCardProps) {
  const soldOut = !product.availability;
  // A mild card says nothing of heat; only a hot one shows it.
  const spice = product.spiceLevel > 0 ? (SPICE_LABELS[product.spiceLevel] ?? '') : '';

  function addToCart(event: MouseEvent<HTMLButtonElement>) {
    // The button sits above the card's link: it must never open the product page.
    event.preventDefault();
    event.stopPropagation();
    if (!soldOut) onAddToCart(product);
  }

  return (
    <article className="product-card link-surface" data-sold-out={soldOut || undefined}>
      <div className="product-card__media">
        <ProductPictureOrTile
          placeholderClassName="product-card__placeholder"
          className="product-card__image"
          src={product.imageLink}
          alt={product.name}
          sizes={PICTURE_SIZES}
          loading={aboveTheFold ? 'eager' : 'lazy'}
          fetchPriority={aboveTheFold === 'first' ? 'high' : 'auto'}
        />
        <div className="product-card__badges">
          {product.type !== 'non-veg' && (
            <span className={`product-card__badge product-card__badge--${product.type}`}>
              <LeafIcon />
              {product.type === 'vegan' ? 'Vegan' : 'Veg'}
            </span>
          )}
          {soldOut && <span className="product-card__badge product-card__badge--sold-out">Sold out</span>}
        </div>
      </div>

      <div className="product-card__body">
        <h4 className="product-card__name">
          <Link href={`/product/${product.id}`} className="product-card__link stretched-link">
            {product.name}
          </Link>
        </h4>
        <p className="product-card__description line-clamp">{product.description}</p>
        <IngredientChips ingredients={product.ingredients} />

        <Toolbar className="product-card__footer">
          <div className="product-card__meta">
            <p className="product-card__price">{menuPrice(product)}</p>
            {product.spiceLevel > 0 && (
              <p className="product-card__spice" title={`${spice} (${product.spiceLevel} of 3)`}>
                <span className="product-card__chilis" aria-hidden="true">
                  {[1, 2, 3].map((level) => (
                    <ChiliIcon key={level} lit={level <= product.spiceLevel} />
                  ))}
                </span>
                {spice}
                <span className="visually-hidden">, spice level {product.spiceLevel} of 3</span>
              </p>
            )}
          </div>
          {inCart && !soldOut ? (
            // Above the card's link like the Add button: its taps stay on the row.
            <div className="product-card__stepper" onClick={(event) => event.stopPropagation()}>
              <LineStepper
                name={product.name}
                quantity={inCart.quantity}
                onDecrease={inCart.onDecrease}
                onIncrease={inCart.onIncrease}
              />
            </div>
          ) : (
            <AddToCartButton name={product.name} soldOut={soldOut} onClick={addToCart} />
          )}
        </Toolbar>
      </div>
    </article>
  );
}

/** The dish's price, or "From $8.00" when its choices can make it cheaper than its base price. */
function menuPrice(product: Product): string {
  const cheapest = cheapestPrice(product);
  return cheapest !== null && cheapest !== product.price ? `From ${formatPrice(cheapest)}` : formatPrice(product.price);
}

function LeafIcon() {
  return (
    <Icon className="product-card__badge-icon" strokeWidth={2.2}>
      <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15M5 19l7-7" />
    </Icon>
  );
}

function ChiliIcon({ lit }: { lit: boolean }) {
  return (
    <svg className="product-card__chili" data-lit={lit} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 21c7 0 13-6 13-13 0-1.5-1.5-2.5-3-2-1 3-3 6-7 8-3 1.5-5 2-5 4.5 0 1.5 .8 2.5 2 2.5z" />
      <path d="M17 6c0-2 1-3 2.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
