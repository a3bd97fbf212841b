import { Link } from 'wouter';
import type { RecommendedProduct } from '../../../shared/assistant.ts';
import { AddToCartButton } from '../../components/add-to-cart-button.tsx';
import { DishThumb } from '../../components/dish-thumb.tsx';
import { formatPrice } from '../../lib/format.ts';
import './result-row.css';

/**
 * One dish the assistant picked, as a compact row: picture, name, price, why it fits, and Add. The name opens
 * /product/{id}, its hit area stretched over the row; Add sits above that and adds without leaving the chat.
 */
export function ResultRow({ item, onAdd }: { item: RecommendedProduct; onAdd: (item: RecommendedProduct) => void }) {
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
        <p className="result-row__price">{formatPrice(item.price)}</p>
      </div>
      <AddToCartButton name={item.name} onClick={() => onAdd(item)} />
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
