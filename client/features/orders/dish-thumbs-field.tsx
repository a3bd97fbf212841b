import { optionsText } from '../../../shared/options.ts';
import type { PastOrder } from '../../../shared/orders.ts';
import { ThumbIcon } from '../../components/rating-icons.tsx';
import '../../components/rating-icons.css';
import './rating-fields.css';

type RateableItem = PastOrder['order_items'][number];
/** A thumb up (true) or down (false) by order line; a line without one is left out. */
export type Thumbs = Record<number, boolean>;

/** The dish as the customer ordered it: with its choices, so two sizes of one dish are told apart. */
const dishName = (item: RateableItem) =>
  item.options.length > 0 ? `${item.productName} (${optionsText(item.options)})` : item.productName;

interface DishThumbsFieldProps {
  items: RateableItem[];
  value: Thumbs;
  onChange: (thumbs: Thumbs) => void;
}

/** An optional thumb up or down for each dish: toggle buttons, where pressing the pressed one takes it back. */
export function DishThumbsField({ items, value, onChange }: DishThumbsFieldProps) {
  function toggle(lineId: number, liked: boolean) {
    const { [lineId]: current, ...others } = value;
    onChange(current === liked ? others : { ...others, [lineId]: liked });
  }
  return (
    <fieldset className="dish-thumbs">
      <legend className="form-field__label">
        How was each dish? <span className="dish-thumbs__optional">(optional)</span>
      </legend>
      <ul className="dish-thumbs__list">
        {items.map((item) => {
          const name = dishName(item);
          return (
            <li key={item.orderLineId} className="dish-thumbs__dish">
              <span className="dish-thumbs__name">{name}</span>
              {[true, false].map((liked) => (
                <button
                  key={String(liked)}
                  type="button"
                  className="dish-thumbs__thumb"
                  data-liked={liked}
                  aria-pressed={value[item.orderLineId] === liked}
                  aria-label={`${liked ? 'Thumbs up' : 'Thumbs down'} for ${name}`}
                  onClick={() => toggle(item.orderLineId, liked)}
                >
                  <ThumbIcon up={liked} />
                </button>
              ))}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
