import type { Product } from '../../../shared/menu.ts';
import { DishThumb } from '../../components/dish-thumb.tsx';
import { EditIcon, TrashIcon } from '../../components/icons.tsx';
import { Toolbar } from '../../components/ui/toolbar.tsx';
import { DIET_LABELS } from '../../lib/dish-labels.ts';
import { formatPrice } from '../../lib/format.ts';
import { AvailabilitySwitch } from './availability-switch.tsx';
import './product-row.css';

interface ProductRowProps {
  product: Product;
  /** Reads the list again after the availability switch changed it. */
  onChanged: () => Promise<unknown>;
  onUpdate: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** One dish in the admin's list: what identifies it at a glance, its availability switch, and edit and delete. */
export function ProductRow({ product, onChanged, onUpdate, onDelete }: ProductRowProps) {
  const soldOut = !product.availability;
  return (
    <article className="product-row" data-sold-out={soldOut || undefined}>
      <div className="product-row__body">
        <DishThumb src={product.imageLink} size="sm" />
        <div className="product-row__info">
          <h3 className="product-row__name">{product.name}</h3>
          <p className="product-row__meta">
            {formatPrice(product.price)} · {DIET_LABELS[product.type]}
            {soldOut && <span className="product-row__sold-out"> · Sold out</span>}
          </p>
        </div>
        <Toolbar className="product-row__controls">
          <AvailabilitySwitch product={product} onChanged={onChanged} />
          <span className="product-row__buttons">
            <button
              type="button"
              className="icon-button"
              aria-label={`Update ${product.name}`}
              title="Update"
              onClick={() => onUpdate(product)}
            >
              <EditIcon />
            </button>
            <button
              type="button"
              className="icon-button product-row__delete"
              aria-label={`Delete ${product.name}`}
              title="Delete"
              onClick={() => onDelete(product)}
            >
              <TrashIcon />
            </button>
          </span>
        </Toolbar>
      </div>
    </article>
  );
}
