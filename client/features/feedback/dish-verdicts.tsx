import type { RatedDish } from '../../../shared/feedback.ts';
import { ThumbIcon } from '../../components/rating-icons.tsx';
import '../../components/rating-icons.css';

/** The customer's thumb up or down on single dishes of the order, each with the dish's name. */
export function DishVerdicts({ dishes }: { dishes: RatedDish[] }) {
  return (
    <ul className="dish-verdicts wrap-list" aria-label="Dishes">
      {dishes.map((dish) => (
        <li key={dish.orderLineId} className="dish-verdicts__dish" data-liked={dish.liked}>
          <ThumbIcon up={dish.liked} />
          <span className="visually-hidden">{dish.liked ? 'Liked: ' : 'Did not like: '}</span>
          {dish.productName}
        </li>
      ))}
    </ul>
  );
}
