import { Link } from 'wouter';
import type { RecommendedProduct } from '../../../shared/assistant.ts';
import { AddToCartButton } from '../../components/add-to-cart-button.tsx';
import { DishThumb } from '../../components/dish-thumb.tsx';
import { formatPrice } from '../../lib/format.ts';
import './result-row.css';

interface ResultRowProps {
  item: RecommendedProduct;
  /** How many Add puts in the cart: the answer's servings. */
  quantity: number;
  onAdd: () => void;
  /** Asks for dishes like this one; absent where the answer cannot be followed up (the favourites). */
  onMoreLike?: (() => void) | undefined;
  /** While the assistant answers, "More like this" waits; it keeps its focus for the next press. */
  asking?: boolean;
}

/**
 * One dish the assistant picked, as a compact row: picture, name, price, why it fits, "More like this" and Add. The
 * name opens /product/{id}, its hit area stretched over the row; the buttons sit above that and act without leaving
 * the chat.
 */
export function ResultRow({ item, quantity, onAdd, onMoreLike, asking = false }: ResultRowProps) {
  return (
    <article className="result-row link-surface">
      <DishThumb src={item.imageLink} size="lg" />
      <div className="result-row__body">
        <h3 className="result-row__name line-clamp">
          <Link href={`/product/${item.id}`} className="stretched-link">
            {item.name}
          </Link>
        </h3>
        <p className="result-row__reason line-clamp">
          <span className="visually-hidden">Why: </span>
          {item.reason}
        </p>
        <div className="result-row__foot">
          <p className="result-row__price">{formatPrice(item.price)}</p>
          {onMoreLike && (
            <button type="button" className="result-row__more" aria-disabled={asking || undefined} onClick={onMoreLike}>
              More like this<span className="visually-hidden">: {item.name}</span>
            </button>
          )}
        </div>
      </div>
      <AddToCartButton name={item.name} quantity={quantity} onClick={onAdd} />
    </article>
  );
}

/** Placeholder rows while the assistant thinks; the "Thinking…" status under the prompt is what gets announced. */
export function ResultRowsSkeleton() {
  return (
    <div className="card-grid card-grid--rows" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <div key={index} className="result-row result-row--skeleton">
          <div className="result-row__shimmer result-row__shimmer--thumb" />
          <div className="result-row__body">
            <div className="result-row__shimmer result-row__shimmer--line result-row__shimmer--title" />
            <div className="result-row__shimmer result-row__shimmer--line" />
            <div className="result-row__shimmer result-row__shimmer--line result-row__shimmer--short" />
          </div>
        </div>
      ))}
    </div>
  );
}
