import { STARS_MAX } from '../../shared/feedback.ts';
import { StarIcon } from './rating-icons.tsx';
import './rating-icons.css';
import './stars.css';

/** A rating shown as five stars filled up to it, and read out as "4 of 5 stars". */
export function Stars({ value }: { value: number }) {
  return (
    <span className="stars" role="img" aria-label={`${value} of ${STARS_MAX} stars`}>
      {Array.from({ length: STARS_MAX }, (_, index) => (
        <StarIcon key={index} filled={index < value} />
      ))}
    </span>
  );
}
