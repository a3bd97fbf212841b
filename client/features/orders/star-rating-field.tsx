import { useId } from 'react';
import { STARS_MAX } from '../../../shared/feedback.ts';
import { StarIcon } from '../../components/rating-icons.tsx';
import '../../components/rating-icons.css';
import './rating-fields.css';

const starsLabel = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

interface StarRatingFieldProps {
  value: number | null;
  onChange: (stars: number) => void;
}

/**
 * Stars for the whole order: native radio buttons, so the arrow keys move between them and a screen reader says
 * "3 stars, 3 of 5". Each star is a fingertip wide, and the stars up to the chosen one (or the hovered one) fill.
 */
export function StarRatingField({ value, onChange }: StarRatingFieldProps) {
  const id = useId();
  return (
    <fieldset className="star-rating" role="radiogroup" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`} className="form-field__label">
        Your rating
      </legend>
      <div className="star-rating__row">
        <div className="star-rating__stars">
          {Array.from({ length: STARS_MAX }, (_, index) => {
            const stars = index + 1;
            return (
              <label key={stars} className="star-rating__star">
                <input
                  type="radio"
                  className="covering-input"
                  name={`${id}-stars`}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                />
                <StarIcon filled={value !== null && stars <= value} />
                <span className="visually-hidden">{starsLabel(stars)}</span>
              </label>
            );
          })}
        </div>
        <span className="star-rating__said" aria-hidden="true">
          {value === null ? 'Not rated yet' : `${value} of ${STARS_MAX}`}
        </span>
      </div>
    </fieldset>
  );
}
